import { PageFrame } from '../components/PageFrame';
import { ProjectWidthList } from '../components/ProjectWidthList';
import { WIDTH_PAGE_SIZE } from '../data/listing';

/** Exposed as './ProjectWidthTwoPage': full width, four columns, eight per page. */
export default function ProjectWidthTwoPage() {
  return (
    <PageFrame title="Portfolio Wall" lead="More projects per page on wide screens.">
      <ProjectWidthList columns={4} perPage={WIDTH_PAGE_SIZE.fourColumn} />
    </PageFrame>
  );
}
