import { Link } from '@portal/shared';
import styled from 'styled-components';
import { useTranslation } from '../i18n';

const Wrapper = styled.section`
  text-align: center;
  padding: 4rem 1rem;
`;

/** 404: 'Page not found' with a way back home (spec section 2). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Wrapper>
      <h1>{t('Page not found')}</h1>
      <p>{t('The page you are looking for does not exist or has moved.')}</p>
      <Link to="/">{t('Go Back')}</Link>
    </Wrapper>
  );
}
