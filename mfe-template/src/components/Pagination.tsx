import { Link } from '@portal/shared';
import styled from 'styled-components';
import { useTranslation } from '../i18n';

const Nav = styled.nav`
  margin-top: 2.5rem;
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.5rem;
    list-style: none;
    padding: 0;
    margin: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    padding: 0 0.75rem;
    border: 2px solid var(--color-border);
    border-radius: var(--radius);
    text-decoration: none;
    font-weight: 600;
  }
  a[aria-current='page'] {
    background: var(--color-primary);
    border-color: var(--color-primary);
    color: var(--color-primary-contrast);
  }
`;

/**
 * Page links for a paginated list. Each page is its own address (?page=n), so the back button,
 * bookmarks and shared links all work.
 */
export function Pagination({ page, pageCount, hrefFor }: { page: number; pageCount: number; hrefFor: (page: number) => string }) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  return (
    <Nav aria-label={t('Pagination')}>
      <ul>
        {page > 1 ? (
          <li>
            <Link to={hrefFor(page - 1)}>{t('Previous')}</Link>
          </li>
        ) : null}
        {pages.map((n) => (
          <li key={n}>
            <Link to={hrefFor(n)} aria-current={n === page ? 'page' : undefined} aria-label={`Page ${n}`}>
              {n}
            </Link>
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <Link to={hrefFor(page + 1)}>{t('Next')}</Link>
          </li>
        ) : null}
      </ul>
    </Nav>
  );
}
