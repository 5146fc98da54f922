import styled, { createGlobalStyle } from 'styled-components';
import { fieldStyles } from '@portal/ui';

/**
 * The verdict colours: green, red, amber and neutral, each at WCAG AA contrast on the surface
 * colour in both themes. Colour is never the only signal: every verdict has its icon and words.
 */
export const CertificatePage = styled.section`
  --verdict-valid: var(--color-success);
  --verdict-revoked: var(--color-danger);
  --verdict-expired: #8a4b00;
  --verdict-unknown: var(--color-muted);
  body.dark-mode & {
    --verdict-expired: #ffc266;
  }
  display: grid;
  gap: 1.5rem;
  padding-block: 2rem 3rem;
  max-width: 52rem;

  .verdict {
    display: flex;
    gap: 1rem;
    align-items: flex-start;
    padding: 1.25rem;
    border: 2px solid currentColor;
    border-left-width: 10px;
    border-radius: var(--radius);
    background: var(--color-surface);
  }
  .verdict h2 {
    margin: 0 0 0.25rem;
    font-size: 1.6rem;
  }
  .verdict p {
    margin: 0;
    color: var(--color-text);
  }
  .verdict-icon {
    flex: none;
  }
  .verdict-valido { color: var(--verdict-valid); }
  .verdict-revocado { color: var(--verdict-revoked); }
  .verdict-vencido { color: var(--verdict-expired); }
  .verdict-no-encontrado { color: var(--verdict-unknown); }

  .certificate-details dl {
    display: grid;
    gap: 0.5rem;
    margin: 0;
  }
  .certificate-details dl div {
    display: grid;
    grid-template-columns: minmax(8rem, 14rem) 1fr;
    gap: 0.5rem;
  }
  @media (max-width: 480px) {
    .certificate-details dl div {
      grid-template-columns: 1fr;
      gap: 0;
    }
  }
  .certificate-details dt {
    font-weight: 600;
  }
  .certificate-details dd {
    margin: 0;
  }
  .certificate-pdf {
    display: grid;
    gap: 0.5rem;
    justify-items: start;
    margin-top: 1rem;
  }
  .sha256 {
    overflow-wrap: anywhere;
    font-size: 0.9rem;
  }

  .certificate-check-form {
    display: grid;
    gap: 1rem;
    padding: 1.25rem;
    border: 1px solid var(--color-border);
    border-radius: var(--radius);
  }
  .certificate-check-form h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  ${fieldStyles}

  @media print {
    padding: 0;
    max-width: none;
    .certificate-check-form,
    .certificate-pdf .btn {
      display: none;
    }
    .verdict {
      background: none;
      color: #000;
      border-color: #000;
    }
  }
`;

/** While the page is shown: print only the verdict and the details (no site header, footer or toasts). */
export const CertificatePrintStyle = createGlobalStyle`
  @media print {
    .site-header,
    .site-footer,
    .skip-link,
    [role='region'][aria-live] {
      display: none !important;
    }
    body {
      background: #fff;
      color: #000;
    }
  }
`;
