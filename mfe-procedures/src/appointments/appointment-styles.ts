import styled from 'styled-components';

/** The booking and appointment pages, in the shared design tokens (both themes keep their contrast). */
export const AppointmentSection = styled.section`
  max-width: 48rem;
  .intro { color: var(--color-muted); }
  h2:focus { outline: none; }
  h2:focus-visible { outline: 3px solid var(--color-focus, var(--color-primary)); outline-offset: 4px; }
  .steps { display: flex; flex-wrap: wrap; gap: 0.5rem 1.25rem; list-style: none; padding: 0; margin: 1rem 0; font-size: 0.95rem; }
  .steps [aria-current='step'] { font-weight: 700; text-decoration: underline; }
  fieldset { border: 1px solid var(--color-border); border-radius: var(--radius); padding: 1rem; margin: 0 0 1rem; min-width: 0; }
  legend { font-weight: 700; padding: 0 0.25rem; }
  .choices { display: grid; gap: 0.5rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 9rem), 1fr)); }
  .choices.wide { grid-template-columns: 1fr; }
  .choice {
    display: flex; gap: 0.5rem; align-items: flex-start; min-height: 44px; padding: 0.6rem 0.75rem;
    border: 1px solid var(--color-border); border-radius: var(--radius); background: var(--color-surface); cursor: pointer;
  }
  .choice input { margin-top: 0.25rem; flex: none; }
  .choice small { display: block; color: var(--color-muted); }
  .field { display: grid; gap: 0.35rem; margin-bottom: 1rem; }
  .field input { width: 100%; min-height: 44px; }
  [aria-invalid='true'] { border: 2px solid var(--color-danger); }
  .field-error { margin: 0; color: var(--color-danger); font-weight: 600; }
  .hint { margin: 0; color: var(--color-muted); font-size: 0.9rem; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; margin-top: 1rem; }
  .actions .btn, .actions a { min-height: 44px; display: inline-flex; align-items: center; }
  /* Links standing on their own line are tap targets too (44 px). */
  & > a, & > p > a:only-child, .notice > a { min-height: 44px; display: inline-flex; align-items: center; }
  .alert:not(:empty) { padding: 0.75rem 1rem; border: 2px solid var(--color-danger); border-radius: var(--radius); background: var(--color-surface); }
  .success { padding: 0.75rem 1rem; border: 2px solid var(--color-success); border-radius: var(--radius); background: var(--color-surface); }
  .code { font-size: 1.5rem; font-weight: 700; letter-spacing: 0.08em; }
  dl.details { display: grid; grid-template-columns: max-content 1fr; gap: 0.4rem 1rem; margin: 1rem 0; }
  dl.details dt { font-weight: 700; }
  dl.details dd { margin: 0; overflow-wrap: anywhere; }
  @media (max-width: 480px) { dl.details { grid-template-columns: 1fr; } dl.details dd { margin-bottom: 0.5rem; } }
  @media print { .actions, form { display: none; } }
`;
