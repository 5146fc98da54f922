import { PageFrame } from '../components/PageFrame';
import { ProjectGrid } from '../components/ProjectGrid';
import { GRID_ITEMS } from '../data/listing';
import { useTranslation } from '../i18n';

/** Exposed as './ProjectGridOnePage': two columns. */
export default function ProjectGridOnePage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('Our Projects')} lead={t('A selection of brands, apps and websites we are proud of.')}>
      <ProjectGrid columns={2} limit={GRID_ITEMS.default} />
    </PageFrame>
  );
}
