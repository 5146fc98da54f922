import { Link, currentCustomerAtom } from '@portal/shared';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { FadeIn } from '../../motion/FadeIn';

const Box = styled.section`
  padding: 2rem 1.5rem;
  border-radius: var(--radius);
  background: var(--color-surface);
  border: 1px solid var(--color-border);
  text-align: center;
  p {
    color: var(--color-muted);
  }
`;

/** The call to action with the customer's name; only shown when a customer is selected (spec section 6). */
export function CallToAction() {
  const customer = useAtomValue(currentCustomerAtom);
  if (!customer) return null;
  return (
    <FadeIn>
      <Box aria-labelledby="cta-title" className="call-to-action">
        <h2 id="cta-title">{customer.name} le atiende</h2>
        <p>¿Tiene una pregunta, una sugerencia o un reclamo? Escríbanos y le responderemos.</p>
        <Link to="/contact" className="btn">
          Contáctenos
        </Link>
      </Box>
    </FadeIn>
  );
}
