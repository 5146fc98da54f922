// The console's layout and form styles, on the portal's theme variables (both themes keep their contrast).
// It fits a 375 px phone: no column is wider than the screen (minmax(0, …) lets a grid column shrink
// below its content's width), filters wrap, and below 40rem each list row is a card whose cells are
// headed by their column (the cell's data-label).
import styled from 'styled-components';

export const ConsoleFrame = styled.div`
  display: grid;
  grid-template-columns: minmax(12rem, 16rem) minmax(0, 1fr);
  gap: 1.5rem;
  max-width: 80rem;
  margin: 1.5rem auto;
  padding: 0 1rem;
  @media (max-width: 48rem) {
    grid-template-columns: minmax(0, 1fr);
  }
  > * {
    min-width: 0;
  }
  input,
  select,
  textarea {
    max-width: 100%;
  }
  .admin-section,
  .admin-details dd,
  .admin-table td {
    overflow-wrap: anywhere;
  }
  .admin-nav ul {
    list-style: none;
    padding: 0;
    margin: 0 0 1rem;
  }
  .admin-nav h2 {
    font-size: 1rem;
    margin: 1rem 0 0.25rem;
  }
  /* Back to a section's list from its form: a 44 px tap target like the menu's. */
  .admin-back a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
  .admin-nav a {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: 0 0.5rem;
    color: var(--color-link);
  }
  .admin-nav a[aria-current='page'] {
    font-weight: 700;
    border-left: 4px solid var(--color-primary);
  }
  .admin-who {
    border-bottom: 1px solid var(--color-border);
    padding-bottom: 0.75rem;
  }
  .admin-field {
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
    margin-bottom: 0.9rem;
    max-width: 40rem;
  }
  .admin-field-checkbox {
    display: flex;
    flex-direction: row;
    align-items: center;
    gap: 0.5rem;
  }
  .admin-field-checkbox input {
    min-height: 24px;
    min-width: 24px;
  }
  .admin-checkboxes {
    border: 1px solid var(--color-border);
    border-radius: var(--radius);
    padding: 0.5rem 0.75rem;
  }
  .admin-field-error,
  .admin-failure {
    color: var(--color-danger);
    font-weight: 600;
  }
  .admin-hint {
    color: var(--color-muted);
    margin: 0;
  }
  .admin-status:empty {
    display: none;
  }
  .admin-actions,
  .admin-toolbar,
  .admin-inline-form,
  .admin-paging {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: 0.75rem;
    margin: 0.75rem 0;
  }
  .admin-toolbar .admin-field,
  .admin-inline-form .admin-field {
    margin-bottom: 0;
    flex: 1 1 10rem;
    min-width: 0;
  }
  .admin-toolbar select,
  .admin-toolbar input,
  .admin-inline-form select,
  .admin-inline-form input {
    width: 100%;
  }
  .admin-url { overflow-wrap: anywhere; }
  .admin-secret {
    font-size: 1.2rem;
    letter-spacing: 0.08em;
    overflow-wrap: anywhere;
  }
  .admin-link-notice {
    border: 1px solid var(--color-border);
    border-radius: var(--radius);
    padding: 0.75rem 1rem;
    margin: 1rem 0;
  }
  .admin-link-notice input {
    width: 100%;
  }
  .admin-table {
    width: 100%;
    border-collapse: collapse;
    display: block;
    overflow-x: auto;
  }
  .admin-table th,
  .admin-table td {
    text-align: left;
    padding: 0.4rem 0.6rem;
    border-bottom: 1px solid var(--color-border);
    vertical-align: top;
  }
  .admin-row-actions {
    display: inline-flex;
    gap: 0.75rem;
    margin-left: 0.75rem;
  }
  td.admin-row-actions {
    display: table-cell;
    white-space: nowrap;
  }
  @media (max-width: 40rem) {
    .admin-table,
    .admin-table tbody,
    .admin-table tr,
    .admin-table td {
      display: block;
      width: 100%;
    }
    .admin-table thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    .admin-table tr {
      border: 1px solid var(--color-border);
      border-radius: var(--radius);
      margin-bottom: 0.75rem;
      padding: 0.5rem 0.75rem;
    }
    .admin-table td {
      display: grid;
      grid-template-columns: minmax(6rem, 40%) minmax(0, 1fr);
      gap: 0.5rem;
      border: none;
      padding: 0.25rem 0;
    }
    .admin-table td::before {
      content: attr(data-label);
      font-weight: 700;
    }
    td.admin-row-actions {
      display: grid;
      white-space: normal;
      margin: 0;
    }
    td.admin-row-actions a,
    td.admin-row-actions button {
      min-height: 44px;
      display: inline-flex;
      align-items: center;
    }
  }
  .admin-link-button {
    background: none;
    border: none;
    padding: 0.25rem;
    color: var(--color-link);
    text-decoration: underline;
    font: inherit;
    cursor: pointer;
    min-height: 24px;
  }
  .admin-link-button:disabled {
    color: var(--color-muted);
    text-decoration: none;
    cursor: not-allowed;
  }
  .admin-ordered li {
    margin-bottom: 0.5rem;
  }
  .admin-children {
    margin-top: 2rem;
    border-top: 1px solid var(--color-border);
  }
  .admin-overlay {
    position: fixed;
    inset: 0;
    background: var(--color-overlay);
    display: flex;
    align-items: center;
    justify-content: center;
    z-index: 100;
  }
  .admin-dialog {
    background: var(--color-bg);
    color: var(--color-text);
    border-radius: var(--radius);
    padding: 1.5rem;
    max-width: min(28rem, calc(100vw - 2rem));
    max-height: calc(100vh - 2rem);
    overflow-y: auto;
  }
  .admin-media-picker {
    width: min(48rem, calc(100vw - 2rem));
    max-width: min(48rem, calc(100vw - 2rem));
  }
  .admin-media-grid {
    list-style: none;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(10rem, 100%), 1fr));
    gap: 1rem;
  }
  .admin-media-grid img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 8 / 5;
    object-fit: cover;
    border-radius: var(--radius);
    margin-bottom: 0.4rem;
  }
  .admin-media-grid .btn {
    min-height: 44px;
    width: 100%;
    overflow-wrap: anywhere;
  }
  .admin-dialog-wide {
    max-width: min(40rem, calc(100vw - 2rem));
  }
  .admin-affected {
    padding-left: 1.25rem;
  }
  .admin-affected li {
    margin-bottom: 0.4rem;
  }
  .admin-choices {
    border: 1px solid var(--color-border);
    border-radius: var(--radius);
    margin: 0 0 0.9rem;
  }
  .admin-choices label {
    min-height: 44px;
  }
  .admin-danger {
    background: var(--color-danger);
    border-color: var(--color-danger);
  }
  .admin-details dt {
    font-weight: 700;
  }
  .admin-details dd {
    margin: 0 0 0.5rem;
  }
  .admin-message-text {
    white-space: pre-wrap;
  }
  .admin-post-editor {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: 1.5rem;
    @media (max-width: 64rem) {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  .admin-revision-compare {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: 1rem;
    @media (max-width: 40rem) {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  .admin-post-revisions {
    grid-column: 1 / -1;
  }
  .admin-revision-list li {
    margin-bottom: 0.5rem;
  }
  .admin-preview-article {
    border: 1px solid var(--color-border);
    border-radius: var(--radius);
    padding: 1rem;
  }
  .admin-preview-article img {
    max-width: 100%;
    height: auto;
  }
  /* The post page's cover (mfe-blog PostMedia): 8:5, cropped to fill, so the preview crops alike. */
  .admin-preview-article img.admin-preview-cover {
    display: block;
    width: 100%;
    aspect-ratio: 8 / 5;
    object-fit: cover;
    border-radius: var(--radius);
  }
  textarea {
    min-height: 8rem;
  }
  /* The rich editor: its toolbar wraps on a phone (375 px), each button a 44 px tap target. */
  .admin-rich-toolbar {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    padding: 0.25rem;
    border: 1px solid var(--color-border);
    border-bottom: 0;
    border-radius: var(--radius) var(--radius) 0 0;
  }
  .admin-rich-tool {
    min-height: 44px;
    min-width: 44px;
    padding: 0 0.6rem;
    border: 1px solid var(--color-border);
    border-radius: var(--radius);
    background: var(--color-bg, #fff);
    color: inherit;
    font: inherit;
  }
  .admin-rich-tool[aria-pressed='true'] {
    background: var(--color-primary);
    color: var(--color-on-primary, #fff);
  }
  .admin-rich-area {
    min-height: 12rem;
    padding: 0.5rem 0.75rem;
    border: 1px solid var(--color-border);
    border-radius: 0 0 var(--radius) var(--radius);
    overflow-wrap: anywhere;
  }
  /* What ProseMirror needs of its editing area (TipTap's injected styles are off). */
  .admin-rich-area.ProseMirror {
    position: relative;
    word-wrap: break-word;
    white-space: pre-wrap;
    white-space: break-spaces;
    font-variant-ligatures: none;
  }
  .admin-rich-area li {
    position: relative;
  }
  .admin-rich-area img.ProseMirror-separator {
    display: inline !important;
    border: none !important;
    margin: 0 !important;
  }
  .ProseMirror-hideselection *::selection {
    background: transparent;
  }
  .admin-rich-area:focus {
    outline: 2px solid var(--color-focus);
  }
  /* A link alone on its line is still a 24 px target (WCAG 2.5.8), though the editor never follows it. */
  .admin-rich-area a {
    display: inline-block;
    min-height: 24px;
  }
  .admin-rich-area img {
    max-width: 100%;
    height: auto;
  }
  .admin-rich-area table {
    border-collapse: collapse;
    width: 100%;
  }
  .admin-rich-area td,
  .admin-rich-area th {
    border: 1px solid var(--color-border);
    padding: 0.25rem;
  }
  .admin-rich-panel {
    display: grid;
    gap: 0.5rem;
    padding: 0.75rem;
    border: 1px solid var(--color-border);
    border-bottom: 0;
  }
  .admin-rich-panel-actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  .admin-rich-panel-title {
    font-weight: 600;
    margin: 0;
  }
  h1:focus,
  h2:focus {
    outline: 2px solid var(--color-focus);
  }
`;
