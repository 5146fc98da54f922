import styled from 'styled-components';

/** The folder page, in the shared design tokens (both themes keep their contrast). */
export const FolderSection = styled.section`
  max-width: 52rem;
  .intro, .muted { color: var(--color-muted); }
  section { margin: 2rem 0; }
  .field { display: grid; gap: 0.35rem; margin-bottom: 1rem; }
  .field input { width: 100%; min-height: 44px; }
  .btn, button { min-height: 44px; }
  .identity .btn { min-height: 44px; display: inline-flex; align-items: center; margin-top: 1rem; }
  .inline-form { display: inline-block; margin: 0.25rem 0.5rem 0.25rem 0; }
  .alert { padding: 0.75rem 1rem; border: 2px solid var(--color-danger); border-radius: var(--radius); background: var(--color-surface); }
  .success { padding: 0.75rem 1rem; border: 2px solid var(--color-success); border-radius: var(--radius); background: var(--color-surface); }
  ul.items { list-style: none; padding: 0; margin: 0; display: grid; gap: 0.75rem; }
  ul.items > li { border: 1px solid var(--color-border); border-radius: var(--radius); padding: 0.75rem 1rem; background: var(--color-surface); }
  .item-title { font-weight: 700; margin: 0 0 0.25rem; }
  ol.timeline { margin: 0.5rem 0 0; padding-left: 1.25rem; }
  .reply { border-left: 3px solid var(--color-primary); padding-left: 0.75rem; margin: 0.5rem 0 0; }
  /* Links standing on their own line are tap targets too (44 px). */
  p > a:only-child { min-height: 44px; display: inline-flex; align-items: center; }
  .downloads a { min-height: 44px; display: inline-flex; align-items: center; margin-right: 1rem; }
  .check { display: flex; gap: 0.5rem; align-items: center; min-height: 44px; }
  .inline-link { display: inline-flex; align-items: center; margin: 0.25rem 0.5rem 0.25rem 0; }
  ul.days { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 0.5rem; }
  ul.days a { min-height: 44px; display: inline-flex; align-items: center; padding: 0 0.75rem; border: 1px solid var(--color-border); border-radius: var(--radius); }
  ul.days a[aria-current] { border: 2px solid var(--color-primary); font-weight: 700; }
  .times { display: flex; flex-wrap: wrap; gap: 0 1rem; }
  fieldset { border: 1px solid var(--color-border); border-radius: var(--radius); margin: 0 0 1rem; }
  .rejected { border-left: 3px solid var(--color-danger); padding-left: 0.75rem; margin: 0.5rem 0; }
  .field input[type=file] { min-height: 44px; }
  p { overflow-wrap: anywhere; }
`;
