import { createGlobalStyle } from 'styled-components';

/**
 * The design tokens every container styles with, as CSS custom properties. Dark mode is the body
 * class `dark-mode` (spec section 4). Both palettes keep text at WCAG AA contrast or better:
 * text/background ≥ 7:1, muted text ≥ 4.5:1, primary (buttons, links) ≥ 4.5:1 against its surface.
 */
export const GlobalStyle = createGlobalStyle`
  :root {
    --color-bg: #ffffff;
    --color-surface: #f3f5f8;
    --color-text: #1a1d23;
    --color-muted: #4a5260;
    --color-primary: #0b5cab;
    --color-primary-hover: #084a8a;
    --color-primary-contrast: #ffffff;
    --color-link: #0b5cab;
    --color-border: #c9ced6;
    --color-focus: #b34700;
    --color-danger: #b3261e;
    --color-success: #1d6b32;
    --color-overlay: rgba(10, 14, 20, 0.55);
    --radius: 8px;
    --shadow: 0 2px 10px rgba(0, 0, 0, 0.08);
    --font-body: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
    --container: 1200px;
    --fade-ms: 300ms;
    color-scheme: light;
  }
  body.dark-mode {
    --color-bg: #12151a;
    --color-surface: #1c2129;
    --color-text: #eef1f5;
    --color-muted: #b4bcc8;
    --color-primary: #6fb1ff;
    --color-primary-hover: #9ccaff;
    --color-primary-contrast: #0b1420;
    --color-link: #8cc2ff;
    --color-border: #3a4350;
    --color-focus: #ffb46b;
    --color-danger: #ff8a80;
    --color-success: #7ddc95;
    --color-overlay: rgba(0, 0, 0, 0.7);
    --shadow: 0 2px 10px rgba(0, 0, 0, 0.4);
    color-scheme: dark;
  }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: var(--font-body);
    font-size: 1rem;
    line-height: 1.6;
    color: var(--color-text);
    background: var(--color-bg);
  }
  img, svg { max-width: 100%; height: auto; }
  a { color: var(--color-link); }
  a:hover { text-decoration-thickness: 2px; }
  h1, h2, h3, h4 { line-height: 1.25; margin: 0 0 0.75rem; }
  :focus-visible { outline: 3px solid var(--color-focus); outline-offset: 2px; }
  .container { width: min(100% - 2rem, var(--container)); margin-inline: auto; }
  main { min-height: 60vh; padding-block: 1.5rem 3rem; }
  main:focus { outline: none; }
  .btn {
    display: inline-flex; align-items: center; justify-content: center; gap: 0.5rem;
    min-height: 44px; padding: 0.6rem 1.2rem; border: 2px solid var(--color-primary); border-radius: var(--radius);
    background: var(--color-primary); color: var(--color-primary-contrast); font: inherit; font-weight: 600;
    text-decoration: none; cursor: pointer;
  }
  .btn:hover { background: var(--color-primary-hover); border-color: var(--color-primary-hover); }
  .btn:disabled, .btn[aria-disabled='true'] { opacity: 0.6; cursor: not-allowed; }
  .btn-outline { background: transparent; color: var(--color-link); }
  .btn-outline:hover { color: var(--color-primary-contrast); }
  input, select, textarea {
    font: inherit; color: var(--color-text); background: var(--color-bg);
    border: 1px solid var(--color-muted); border-radius: var(--radius); padding: 0.55rem 0.75rem; min-height: 44px;
  }
  label { font-weight: 600; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
    clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
  }
  /* A loading placeholder holds a screen's height, so the footer stays below the fold until the
     content arrives and nothing a visitor sees jumps (Cumulative Layout Shift). */
  .loading-placeholder { min-height: 100vh; }
  .skip-link { position: absolute; left: 1rem; top: -100px; z-index: 2000; background: var(--color-bg); padding: 0.5rem 1rem; min-height: 44px; display: inline-flex; align-items: center; }
  .skip-link:focus { top: 0.5rem; }
  /* Tap targets of at least 44 px (issue 19): a link that is a heading's or a list item's whole
     content, and a disclosure's summary. Links inside sentences keep the line's height. */
  :where(h2, h3, h4, li, dd) > a:only-child { display: inline-flex; align-items: center; min-height: 44px; min-width: 44px; }
  summary { min-height: 44px; padding-block: 0.6rem; cursor: pointer; }
  a[href^="tel:"], a[href^="mailto:"] { display: inline-flex; align-items: center; min-height: 44px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;

/** Breakpoints of spec section 9, in px. */
export const BREAKPOINTS = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;

/** A min-width media query for a breakpoint: `${up('md')} { … }`. */
export function up(name: keyof typeof BREAKPOINTS): string {
  return `@media (min-width: ${BREAKPOINTS[name]}px)`;
}
