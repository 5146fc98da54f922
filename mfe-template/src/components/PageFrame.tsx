import type { ReactNode } from 'react';
import { Link } from '@portal/shared';
import styled from 'styled-components';
import { useTranslation } from '../i18n';
import { pages } from '@portal/pages';

const Banner = styled.div`
  background: var(--color-surface);
  border-bottom: 1px solid var(--color-border);
  padding: 2.5rem 0 2rem;
  margin: -1.5rem 0 2.5rem;
  h1 {
    font-size: clamp(1.8rem, 4vw, 2.6rem);
  }
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    list-style: none;
    padding: 0;
    margin: 0;
    color: var(--color-muted);
  }
  ol a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    min-width: 44px;
  }
  li + li::before {
    content: '/';
    margin-right: 0.5rem;
    color: var(--color-muted);
  }
  .lead {
    max-width: 44rem;
    color: var(--color-muted);
    margin: 0 0 1rem;
  }
`;

/**
 * The heading band of an inner page: its one h1, an optional lead and a breadcrumb back home.
 * The demo pages' English copy (spec section 2) is the key of their texts, shown in the page's language.
 */
export function PageFrame({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  const { t } = useTranslation();
  const home = t('Home');
  return (
    <div className="template-page">
      <Banner>
        <div className="container">
          <h1>{title}</h1>
          {lead ? <p className="lead">{lead}</p> : null}
          <nav aria-label={t('Breadcrumb')}>
            <ol>
              <li>
                <Link to={pages.home.href()}>{home}</Link>
              </li>
              <li aria-current="page">{title}</li>
            </ol>
          </nav>
        </div>
      </Banner>
      {children}
    </div>
  );
}

/** A titled block of a page (an h2 with an optional small label above it). */
export const Section = styled.section`
  padding-block: 2.5rem;
  .section-sub {
    display: block;
    color: var(--color-muted);
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    font-size: 0.85rem;
    margin-bottom: 0.25rem;
  }
  > .container > h2,
  .section-heading h2 {
    font-size: clamp(1.5rem, 3vw, 2.1rem);
  }
  .section-heading {
    max-width: 46rem;
    margin-bottom: 2rem;
  }
  .section-heading p {
    color: var(--color-muted);
  }
`;

/** A responsive grid of cards; `columns` is the count on wide screens. */
export const CardGrid = styled.ul<{ $columns: number }>`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 1.5rem;
  grid-template-columns: 1fr;
  @media (min-width: 576px) {
    grid-template-columns: repeat(${(p) => Math.min(p.$columns, 2)}, minmax(0, 1fr));
  }
  @media (min-width: 992px) {
    grid-template-columns: repeat(${(p) => p.$columns}, minmax(0, 1fr));
  }
`;

/** A plain card surface. */
export const Card = styled.article`
  height: 100%;
  background: var(--color-bg);
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  box-shadow: var(--shadow);
  overflow: hidden;
  display: flex;
  flex-direction: column;
  svg {
    display: block;
    width: 100%;
    height: auto;
  }
  .card-body {
    padding: 1.25rem;
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
    flex: 1;
  }
  h2,
  h3 {
    font-size: 1.2rem;
    margin: 0;
  }
  p {
    margin: 0;
    color: var(--color-muted);
  }
  .tags {
    font-size: 0.9rem;
    color: var(--color-muted);
  }
`;

/** Text beside an illustration: side by side from the lg breakpoint, stacked below it. */
export const TextWithArt = styled.div`
  display: grid;
  gap: 2rem;
  align-items: center;
  @media (min-width: 992px) {
    grid-template-columns: 1fr 1fr;
  }
  svg {
    width: 100%;
    height: auto;
    border-radius: var(--radius);
  }
`;
