import { Link } from '@portal/shared';
import styled from 'styled-components';

const Wrapper = styled.section`
  text-align: center;
  padding: 4rem 1rem;
`;

/** 404: 'Page not found' with a way back home (spec section 2). */
export function NotFoundPage() {
  return (
    <Wrapper>
      <h1>Page not found</h1>
      <p>La página que busca no existe o cambió de dirección.</p>
      <Link to="/">Go Back</Link>
    </Wrapper>
  );
}
