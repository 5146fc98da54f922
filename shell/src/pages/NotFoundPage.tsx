import { Link } from '@portal/shared';
import styled from 'styled-components';
import { useTranslation } from '../i18n';
import { pages } from '@portal/pages';

const Wrapper = styled.section`
  text-align: center;
  padding: 4rem 1rem;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0 1.5rem;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

/**
 * 404: 'Page not found' with a way back home (spec section 2), and the two places a citizen who
 * followed a stale link most likely wanted: the procedures and the help page.
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Wrapper>
      <h1>{t('Page not found')}</h1>
      <p>{t('The page you are looking for does not exist or has moved.')}</p>
      <ul>
        <li>
          <Link to="/">{t('Go Back')}</Link>
        </li>
        <li>
          <Link to={pages.procedures.href()}>{t('See every procedure')}</Link>
        </li>
        <li>
          <Link to={pages.help.href()}>{t('User guide')}</Link>
        </li>
      </ul>
    </Wrapper>
  );
}
