import { PageFrame } from '../components/PageFrame';
import { ProjectGrid } from '../components/ProjectGrid';
import { GRID_ITEMS } from '../data/listing';

/** Exposed as './ProjectGridOnePage': two columns. */
export default function ProjectGridOnePage() {
  return (
    <PageFrame title="Our Projects" lead="A selection of brands, apps and websites we are proud of.">
      <ProjectGrid columns={2} limit={GRID_ITEMS.default} />
    </PageFrame>
  );
}
