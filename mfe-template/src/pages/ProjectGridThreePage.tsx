import { PageFrame } from '../components/PageFrame';
import { ProjectGrid } from '../components/ProjectGrid';
import { GRID_ITEMS } from '../data/listing';
import { useTranslation } from '../i18n';

/** Exposed as './ProjectGridThreePage': four columns, twelve projects. */
export default function ProjectGridThreePage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('Project Showcase')} lead={t('Twelve recent projects at a glance.')}>
      <ProjectGrid columns={4} limit={GRID_ITEMS.fourColumn} />
    </PageFrame>
  );
}
