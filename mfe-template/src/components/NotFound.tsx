import { Link } from '@portal/shared';
import styled from 'styled-components';
import { useTranslation } from '../i18n';

const Wrapper = styled.section`
  text-align: center;
  padding: 4rem 1rem;
`;

/**
 * The portal's 404 page, for a detail route whose slug names no item. Same words as the shell's
 * own 404 (a remote cannot import the shell), so a visitor cannot tell them apart.
 */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <Wrapper>
      <h1>{t('Page not found')}</h1>
      <p>{t('The page you are looking for does not exist or has moved.')}</p>
      <Link to="/">
        {t('Go Back')}
      </Link>
    </Wrapper>
  );
}
