import { PageFrame } from '../components/PageFrame';
import { ProjectGrid } from '../components/ProjectGrid';
import { GRID_ITEMS } from '../data/listing';
import { useTranslation } from '../i18n';

/** Exposed as './ProjectGridTwoPage': three columns. */
export default function ProjectGridTwoPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('Project Gallery')} lead={t('Filter our work by what interests you most.')}>
      <ProjectGrid columns={3} limit={GRID_ITEMS.default} />
    </PageFrame>
  );
}
