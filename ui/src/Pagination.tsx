import { Link } from '@portal/shared';
import styled from 'styled-components';
import { paginationItems } from './pagination-items';
import { registerTranslations, useTranslation } from './i18n';
import { paginationEs } from './i18n/es';

registerTranslations({ es: paginationEs });

const Nav = styled.nav`
  margin-top: 1.5rem;
  ul { display: flex; flex-wrap: wrap; gap: 0.5rem; list-style: none; margin: 0; padding: 0; }
  &.centered ul { justify-content: center; }
  a, .gap { display: inline-flex; align-items: center; justify-content: center; min-width: 44px; min-height: 44px; padding: 0 0.75rem; border: 2px solid var(--color-primary); border-radius: var(--radius); color: var(--color-link); font-weight: 600; text-decoration: none; }
  a:hover { text-decoration: underline; }
  a[aria-current='page'] { background: var(--color-primary); color: var(--color-primary-contrast); }
  .gap { border-color: transparent; color: var(--color-muted); }
`;

export interface PaginationProps {
  /** The page shown, 1-based. */
  page: number;
  pageCount: number;
  /** The address of a page (1-based): each page is a real link, so it has its own URL. */
  hrefFor: (page: number) => string;
  /** The navigation's name, translated by the caller; 'Paginación' when not given. */
  label?: string;
  centered?: boolean;
}

/**
 * Page links for a list. They are real links, so every page works with the keyboard, the back
 * button and a shared link; the current page is marked aria-current, and a long row keeps the
 * first, last and neighbouring pages with '…' between.
 */
export function Pagination({ page, pageCount, hrefFor, label, centered = false }: PaginationProps) {
  const { t } = useTranslation();
  const items = paginationItems(page, pageCount);
  if (items.length === 0) return null;
  return (
    <Nav aria-label={label ?? t('Pagination')} className={centered ? 'centered' : undefined}>
      <ul>
        {page > 1 && (
          <li>
            <Link to={hrefFor(page - 1)} rel="prev">
              {t('Previous')}<span className="visually-hidden"> {t('(page {{number}})', { number: page - 1 })}</span>
            </Link>
          </li>
        )}
        {items.map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key}>
              <span className="gap" aria-hidden="true">
                …
              </span>
            </li>
          ) : (
            <li key={item.page}>
              <Link to={hrefFor(item.page)} aria-current={item.page === page ? 'page' : undefined}>
                <span className="visually-hidden">{t('Page')} </span>
                {item.page}
              </Link>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link to={hrefFor(page + 1)} rel="next">
              {t('Next')}<span className="visually-hidden"> {t('(page {{number}})', { number: page + 1 })}</span>
            </Link>
          </li>
        )}
      </ul>
    </Nav>
  );
}
