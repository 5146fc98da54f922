import { Link } from '@portal/shared';
import styled from 'styled-components';

const Wrapper = styled.section`
  text-align: center;
  padding: 4rem 1rem;
`;

/**
 * The portal's 404 page, for a detail route whose slug names no item. Same words as the shell's
 * own 404 (a remote cannot import the shell), so a visitor cannot tell them apart.
 */
export function NotFound() {
  return (
    <Wrapper lang="es">
      <h1 lang="en">Page not found</h1>
      <p>La página que busca no existe o cambió de dirección.</p>
      <Link to="/" lang="en">
        Go Back
      </Link>
    </Wrapper>
  );
}
