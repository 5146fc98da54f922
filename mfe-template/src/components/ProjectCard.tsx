import { Link } from '@portal/shared';
import type { Project } from '../data/types';
import { slugify } from '../domain/slug';
import { Artwork } from './Artwork';
import { Card } from './PageFrame';
import { useTranslation } from '../i18n';

/** A project in a grid or list: picture, title linking to its detail page, categories. */
export function ProjectCard({ project, headingLevel = 2 }: { project: Project; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card>
      <Artwork seed={project.image} />
      <div className="card-body">
        <Heading>
          <Link to={`/project-details/${slugify(project.title)}`}>{t(project.title)}</Link>
        </Heading>
        <p className="tags">{project.category.map((category) => t(category)).join(', ')}</p>
        <p>{t(project.excerpt)}</p>
      </div>
    </Card>
  );
}
