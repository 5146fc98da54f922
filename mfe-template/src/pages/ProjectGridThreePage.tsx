import { PageFrame } from '../components/PageFrame';
import { ProjectGrid } from '../components/ProjectGrid';
import { GRID_ITEMS } from '../data/listing';

/** Exposed as './ProjectGridThreePage': four columns, twelve projects. */
export default function ProjectGridThreePage() {
  return (
    <PageFrame title="Project Showcase" lead="Twelve recent projects at a glance.">
      <ProjectGrid columns={4} limit={GRID_ITEMS.fourColumn} />
    </PageFrame>
  );
}
