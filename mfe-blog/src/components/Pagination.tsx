import { Link } from '@portal/shared';
import styled from 'styled-components';
import { paginationItems, queryForPage } from '../lib/pagination';
import { useTranslation } from '../i18n';

const Nav = styled.nav`
  margin-top: 1.5rem;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a,
  .gap {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    padding: 0 0.75rem;
    border: 2px solid var(--color-primary);
    border-radius: var(--radius);
    color: var(--color-link);
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  a[aria-current='page'] {
    background: var(--color-primary);
    color: var(--color-primary-contrast);
  }
  .gap {
    border-color: transparent;
    color: var(--color-muted);
  }
`;

/**
 * Page links for the news list. They are real links (?pagina=N), so every page has its own URL,
 * works with the keyboard, back button and a shared link; the current page is marked aria-current.
 */
export function Pagination({ current, count, basePath, label: givenLabel }: { current: number; count: number; basePath: string; label?: string }) {
  const { t } = useTranslation();
  const label = givenLabel ?? t('News pages');
  const items = paginationItems(current, count);
  if (items.length === 0) return null;
  const to = (index: number) => `${basePath}${queryForPage(index)}`;
  return (
    <Nav aria-label={label}>
      <ul>
        {current > 0 && (
          <li>
            <Link to={to(current - 1)} rel="prev">
              {t('Previous')}<span className="visually-hidden"> {t('(page {{number}})', { number: current })}</span>
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
            <li key={item.index}>
              <Link to={to(item.index)} aria-current={item.index === current ? 'page' : undefined}>
                <span className="visually-hidden">{t('Page')} </span>
                {item.index + 1}
              </Link>
            </li>
          ),
        )}
        {current < count - 1 && (
          <li>
            <Link to={to(current + 1)} rel="next">
              {t('Next')}<span className="visually-hidden"> {t('(page {{number}})', { number: current + 2 })}</span>
            </Link>
          </li>
        )}
      </ul>
    </Nav>
  );
}
