import { PageFrame } from '../components/PageFrame';
import { ProjectWidthList } from '../components/ProjectWidthList';
import { WIDTH_PAGE_SIZE } from '../data/listing';
import { useTranslation } from '../i18n';

/** Exposed as './ProjectWidthTwoPage': full width, four columns, eight per page. */
export default function ProjectWidthTwoPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('Portfolio Wall')} lead={t('More projects per page on wide screens.')}>
      <ProjectWidthList columns={4} perPage={WIDTH_PAGE_SIZE.fourColumn} />
    </PageFrame>
  );
}
