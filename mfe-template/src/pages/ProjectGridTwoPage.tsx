import { PageFrame } from '../components/PageFrame';
import { ProjectGrid } from '../components/ProjectGrid';
import { GRID_ITEMS } from '../data/listing';

/** Exposed as './ProjectGridTwoPage': three columns. */
export default function ProjectGridTwoPage() {
  return (
    <PageFrame title="Project Gallery" lead="Filter our work by what interests you most.">
      <ProjectGrid columns={3} limit={GRID_ITEMS.default} />
    </PageFrame>
  );
}
