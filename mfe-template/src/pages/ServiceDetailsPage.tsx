import { Link, useNotFound, useParams } from '@portal/shared';
import styled from 'styled-components';
import { Artwork } from '../components/Artwork';
import { CardGrid, PageFrame, Section, TextWithArt } from '../components/PageFrame';
import { ServiceCard } from '../components/ServiceCard';
import { SERVICES } from '../data/services';
import { findBySlug } from '../domain/slug';
import { useTranslation } from '../i18n';
import { pages } from '@portal/pages';

const Steps = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 1.5rem;
  @media (min-width: 768px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: 1200px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  li {
    border: 1px solid var(--color-border);
    border-radius: var(--radius);
    overflow: hidden;
  }
  svg {
    display: block;
    width: 100%;
    height: auto;
  }
  .step-body {
    padding: 1rem 1.25rem 1.25rem;
  }
  .step-sub {
    color: var(--color-muted);
    font-weight: 600;
    margin: 0;
  }
  h3 {
    margin: 0.25rem 0 0.5rem;
  }
`;

/** Exposed as './ServiceDetailsPage': one service and its four-step process; unknown slug → 404. */
export default function ServiceDetailsPage() {
  const { slug } = useParams();
  const { t } = useTranslation();
  const service = findBySlug(SERVICES, slug);
  // An unknown slug is the site's 404 page (the server answers it 404 too: routes.json lists the slugs).
  useNotFound(!service);
  if (!service) return null;
  const related = SERVICES.filter((other) => other.cate === service.cate && other.title !== service.title).slice(0, 3);
  const { process } = service;
  const name = t(service.title);
  return (
    <PageFrame title={name}>
      <div className="container">
        <TextWithArt>
          <div>
            <p>
              <strong>{t(service.cate)}</strong>
            </p>
            <p>{t(service.description)}</p>
            <Link className="btn" to={pages.contact.href()}>
              {t('Get Started')}
            </Link>
          </div>
          <Artwork seed={service.image} />
        </TextWithArt>
      </div>
      <Section aria-labelledby="process-heading">
        <div className="container">
          <div className="section-heading">
            <span className="section-sub">{t(process.sectionSub)}</span>
            <h2 id="process-heading">{t(process.sectionTitle, { service: name.toLowerCase() })}</h2>
            <p>{t(process.para, { service: name.toLowerCase() })}</p>
          </div>
          <Steps>
            {process.steps.map((step) => (
              <li key={step.title}>
                <Artwork seed={step.thumb} />
                <div className="step-body">
                  <p className="step-sub">{t(step.subtitle)}</p>
                  <h3>{t(step.title)}</h3>
                  <p>{t(step.paragraph)}</p>
                </div>
              </li>
            ))}
          </Steps>
        </div>
      </Section>
      <Section aria-labelledby="related-heading">
        <div className="container">
          <h2 id="related-heading">{t('More {{category}} services', { category: t(service.cate) })}</h2>
          <CardGrid $columns={3}>
            {related.map((other) => (
              <li key={other.title}>
                <ServiceCard service={other} withImage={false} />
              </li>
            ))}
          </CardGrid>
        </div>
      </Section>
    </PageFrame>
  );
}
