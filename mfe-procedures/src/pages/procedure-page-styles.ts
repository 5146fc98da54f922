import styled, { createGlobalStyle } from 'styled-components';

/** A procedure's page: one column that reads top to bottom, actions at the end. */
export const ProcedureArticle = styled.article`
  max-width: 52rem;
  .department { margin-top: -0.5rem; color: var(--color-muted); font-weight: 600; }
  .description { max-width: 65ch; }
  section { margin-block: 1.5rem; }
  h2 { font-size: 1.25rem; }
  .requirements-list { padding-left: 1.5rem; display: grid; gap: 0.35rem; }
  .price { font-size: 1.2rem; font-weight: 700; }
  .offices { list-style: none; margin: 0; padding: 0; display: grid; gap: 1rem; }
  .office { padding: 1rem; border: 1px solid var(--color-border); border-radius: var(--radius); background: var(--color-surface); }
  .office h3 { font-size: 1.05rem; margin: 0 0 0.5rem; }
  .office dl { margin: 0; display: grid; gap: 0.25rem; }
  .office dt { font-weight: 600; }
  .office dd { margin: 0 0 0.35rem; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; }
  /* Tap targets of 44 px on phones (WCAG 2.5.5 as the route sweep checks it). */
  .actions > a, .actions > button { min-height: 44px; display: inline-flex; align-items: center; }
  .link-button {
    background: none; border: 0; padding: 0; font: inherit; color: var(--color-link);
    text-decoration: underline; cursor: pointer;
  }
`;

/**
 * Printing a procedure: one A4 sheet with what to bring and where to go, without the site's frame
 * (header menus, footer columns, side panel) or the page's buttons.
 */
export const ProcedurePrintStyle = createGlobalStyle`
  @media print {
    @page { size: A4; margin: 14mm; }
    body > * header, body > * footer, header, footer, nav, [role='banner'], [role='contentinfo'], .side-panel, .no-print {
      display: none !important;
    }
    body { font-size: 10.5pt; line-height: 1.35; background: #fff !important; color: #000 !important; }
    .procedure-page { max-width: none; margin: 0; padding: 0; }
    .procedure-page section { margin-block: 0.6rem; break-inside: avoid; }
    .procedure-page .office { padding: 0.4rem 0.6rem; border-color: #999; background: none; }
    .procedure-page .offices { gap: 0.4rem; }
    .procedure-page h1 { font-size: 16pt; margin: 0 0 0.3rem; }
    .procedure-page h2 { font-size: 12pt; margin: 0 0 0.25rem; }
    .procedure-page a { color: #000; text-decoration: none; }
  }
`;
