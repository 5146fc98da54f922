import { Link, useNotFound, useParams } from '@portal/shared';
import styled from 'styled-components';
import { Artwork } from '../components/Artwork';
import { CountUp } from '../components/CountUp';
import { PageFrame, Section } from '../components/PageFrame';
import { CASE_STUDIES } from '../data/case-studies';
import { findBySlug } from '../domain/slug';
import { useTranslation } from '../i18n';
import { pages } from '@portal/pages';

const Results = styled.dl`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  max-width: 32rem;
  div {
    display: flex;
    flex-direction: column-reverse;
    padding: 1.25rem;
    border-radius: var(--radius);
    background: var(--color-surface);
  }
  dd {
    margin: 0;
    font-size: 2.2rem;
    font-weight: 800;
  }
  dt {
    color: var(--color-muted);
  }
`;

/** Exposed as './CaseDetailsPage': a case study looked up by the slug of its title; unknown → 404. */
export default function CaseDetailsPage() {
  const { t } = useTranslation();
  const { slug } = useParams();
  const study = findBySlug(CASE_STUDIES, slug);
  // An unknown slug is the site's 404 page (the server answers it 404 too: routes.json lists the slugs).
  useNotFound(!study);
  if (!study) return null;
  return (
    <PageFrame title={study.title} lead={t(study.subtitle)}>
      <div className="container">
        <Artwork seed={study.thumb} className="case-hero" />
        <Results>
          <div>
            <dt>{t('Return on investment')}</dt>
            <dd>
              <CountUp value={study.count_roi} suffix="%" />
            </dd>
          </div>
          <div>
            <dt>{t('Monthly visits')}</dt>
            <dd>
              <CountUp value={study.count_visit} suffix="k" />
            </dd>
          </div>
        </Results>
      </div>
      <Section aria-labelledby="challenge-heading">
        <div className="container">
          <h2 id="challenge-heading">{t('The challenge')}</h2>
          <p>{t(study.details)}</p>
          <h2>{t('Our solution')}</h2>
          <p>{t(study.solution)}</p>
          <Link className="btn" to={pages.contact.href()}>
            {t('Start your project')}
          </Link>
        </div>
      </Section>
    </PageFrame>
  );
}
