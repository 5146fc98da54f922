import { Link } from '@portal/shared';
import type { Project } from '../data/types';
import { slugify } from '../domain/slug';
import { Artwork } from './Artwork';
import { Card } from './PageFrame';

/** A project in a grid or list: picture, title linking to its detail page, categories. */
export function ProjectCard({ project, headingLevel = 2 }: { project: Project; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card>
      <Artwork seed={project.image} />
      <div className="card-body">
        <Heading>
          <Link to={`/project-details/${slugify(project.title)}`}>{project.title}</Link>
        </Heading>
        <p className="tags">{project.category.join(', ')}</p>
        <p>{project.excerpt}</p>
      </div>
    </Card>
  );
}
