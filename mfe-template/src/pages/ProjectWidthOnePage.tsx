import { PageFrame } from '../components/PageFrame';
import { ProjectWidthList } from '../components/ProjectWidthList';
import { WIDTH_PAGE_SIZE } from '../data/listing';
import { useTranslation } from '../i18n';

/** Exposed as './ProjectWidthOnePage': full width, three columns, six per page. */
export default function ProjectWidthOnePage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('Our Portfolio')} lead={t('Our work across the full width of your screen.')}>
      <ProjectWidthList columns={3} perPage={WIDTH_PAGE_SIZE.default} />
    </PageFrame>
  );
}
