import { css } from 'styled-components';

/**
 * A form field as the site's forms lay it out: the label above its input, and the message that
 * says what is wrong with it (`.field-error`, linked by aria-describedby) in the danger colour,
 * at AA contrast in both themes. Interpolated into a form's styled component.
 */
export const fieldStyles = css`
  .field { display: grid; gap: 0.35rem; }
  .field-error { margin: 0; color: var(--color-danger); font-weight: 600; }
`;
