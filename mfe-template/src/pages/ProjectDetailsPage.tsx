import { Link, useNotFound, useParams } from '@portal/shared';
import styled from 'styled-components';
import { Artwork } from '../components/Artwork';
import { CardGrid, PageFrame, Section } from '../components/PageFrame';
import { ProjectCard } from '../components/ProjectCard';
import { PROJECTS } from '../data/projects';
import { findBySlug } from '../domain/slug';
import { useTranslation } from '../i18n';
import { pages } from '@portal/pages';

const Layout = styled.div`
  display: grid;
  gap: 2rem;
  @media (min-width: 992px) {
    grid-template-columns: 1.2fr 0.8fr;
  }
  svg {
    width: 100%;
    height: auto;
    border-radius: var(--radius);
  }
  dl {
    margin: 0 0 1.5rem;
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0 0 0.75rem;
    color: var(--color-muted);
  }
`;

/** Exposed as './ProjectDetailsPage': one project; unknown slug → 404. */
export default function ProjectDetailsPage() {
  const { t } = useTranslation();
  const { slug } = useParams();
  const project = findBySlug(PROJECTS, slug);
  // An unknown slug is the site's 404 page (the server answers it 404 too: routes.json lists the slugs).
  useNotFound(!project);
  if (!project) return null;
  const related = PROJECTS.filter((other) => other.id !== project.id && other.category.some((c) => project.category.includes(c))).slice(0, 3);
  return (
    <PageFrame title={t(project.title)} lead={t(project.excerpt)}>
      <div className="container">
        <Layout>
          <Artwork seed={project.image} />
          <div>
            <dl>
              <dt>{t('Category')}</dt>
              <dd>{project.category.map((category) => t(category)).join(', ')}</dd>
              <dt>{t('Project')}</dt>
              <dd>#{project.id}</dd>
            </dl>
            {project.body.map((paragraph) => (
              <p key={paragraph}>{t(paragraph)}</p>
            ))}
            <Link className="btn" to={pages.contact.href()}>
              {t('Start a similar project')}
            </Link>
          </div>
        </Layout>
      </div>
      {related.length > 0 ? (
        <Section aria-labelledby="related-projects-heading">
          <div className="container">
            <h2 id="related-projects-heading">{t('Related projects')}</h2>
            <CardGrid $columns={3}>
              {related.map((other) => (
                <li key={other.id}>
                  <ProjectCard project={other} headingLevel={3} />
                </li>
              ))}
            </CardGrid>
          </div>
        </Section>
      ) : null}
    </PageFrame>
  );
}
