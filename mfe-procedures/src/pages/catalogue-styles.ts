import styled from 'styled-components';

/** The catalogue's look, in the shared design tokens so both themes keep their contrast. */
export const CatalogueSection = styled.section`
  .intro { max-width: 65ch; color: var(--color-muted); }

  .catalogue-search {
    display: grid; gap: 1rem; align-items: start; margin-block: 1.5rem 1rem;
    grid-template-columns: 1fr;
    @media (min-width: 768px) { grid-template-columns: 2fr 1fr auto; }
  }
  .field { display: grid; gap: 0.35rem; }
  .field input, .field select { width: 100%; }
  .field-hint { margin: 0; font-size: 0.875rem; color: var(--color-muted); }
  .clear-filters { align-self: start; @media (min-width: 768px) { margin-top: 1.95rem; } }

  .notice {
    padding: 0.75rem 1rem; border-left: 4px solid var(--color-primary); background: var(--color-surface);
    border-radius: var(--radius);
  }
  .link-button {
    background: none; border: 0; padding: 0; font: inherit; color: var(--color-link);
    text-decoration: underline; cursor: pointer;
  }
  .results-count { font-weight: 600; }

  .procedure-grid {
    list-style: none; margin: 0; padding: 0; display: grid; gap: 1rem;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 17rem), 1fr));
  }
  .procedure-grid > li { display: flex; }
  .procedure-card {
    flex: 1; display: flex; flex-direction: column; gap: 0.4rem; padding: 1rem 1.1rem;
    background: var(--color-surface); border: 1px solid var(--color-border); border-radius: var(--radius);
  }
  .procedure-name { font-size: 1.1rem; margin: 0; }
  .procedure-department { margin: 0; font-size: 0.9rem; font-weight: 600; color: var(--color-muted); }
  .procedure-description {
    margin: 0; font-size: 0.9rem; color: var(--color-muted);
    display: -webkit-box; -webkit-line-clamp: 3; -webkit-box-orient: vertical; overflow: hidden;
  }
  .procedure-meta {
    margin-top: auto; padding-top: 0.5rem; display: flex; flex-wrap: wrap; gap: 0.5rem 1rem;
    align-items: center; justify-content: space-between;
  }
  .procedure-price { margin: 0; font-weight: 700; font-size: 1.05rem; }

  .requirements { position: relative; display: inline-flex; }
  .requirements-button {
    display: inline-flex; align-items: center; gap: 0.35rem; min-height: 44px; padding: 0.2rem 0.6rem;
    border: 1px solid var(--color-border); border-radius: 999px; background: var(--color-bg);
    color: var(--color-link); font: inherit; font-size: 0.9rem; cursor: help;
  }
  .requirements-tooltip {
    position: absolute; left: 0; bottom: calc(100% + 6px); z-index: 10; width: max-content; max-width: 16rem;
    padding: 0.45rem 0.7rem; border-radius: var(--radius); box-shadow: var(--shadow);
    background: var(--color-text); color: var(--color-bg); font-size: 0.875rem;
  }
  .requirements-tooltip[hidden] { display: none; }
  .requirements-names { display: block; margin-top: 0.35rem; padding-left: 1.1rem; }
  .requirements-name { display: list-item; list-style: disc; }

  .show-more { display: flex; flex-direction: column; align-items: center; gap: 0.5rem; margin-top: 1.5rem; }
  .show-more p { margin: 0; color: var(--color-muted); }
  .no-results {
    padding: 1.5rem; border: 1px dashed var(--color-border); border-radius: var(--radius); background: var(--color-surface);
  }
  .no-results h2 { font-size: 1.2rem; }
  .load-failed { padding: 1rem 1.25rem; border-left: 4px solid var(--color-danger); background: var(--color-surface); border-radius: var(--radius); }
  .load-failed p { margin-top: 0; }
`;
