import { Link } from '@portal/shared';
import { CardGrid, Section } from '../components/PageFrame';
import { ProjectCard } from '../components/ProjectCard';
import { PROJECTS } from '../data/projects';
import { useTranslation } from '../i18n';

/** Recent projects on a home page, linking to the grid. */
export function ProjectsTeaser({ count = 3 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <Section aria-labelledby="projects-teaser-heading">
      <div className="container">
        <div className="section-heading">
          <span className="section-sub">{t('Our projects')}</span>
          <h2 id="projects-teaser-heading">{t('Some of our finest work')}</h2>
        </div>
        <CardGrid $columns={3}>
          {PROJECTS.slice(0, count).map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} headingLevel={3} />
            </li>
          ))}
        </CardGrid>
        <p>
          <Link className="btn btn-outline" to="/project-grid-one">{t('See all projects')}</Link>
        </p>
      </div>
    </Section>
  );
}
