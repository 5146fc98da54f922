import { Link } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { currentCustomerAtom } from '@portal/shared';

/** The landing page (spec section 2). The tiles, slider and composed blog come with the shell issue. */
export function LandingPage() {
  const customer = useAtomValue(currentCustomerAtom);
  return (
    <section>
      <h1>{customer ? `Bienvenido a ${customer.name}` : 'Portal Ciudadano'}</h1>
      <p>
        <Link to="/procedures">Trámites en línea</Link>
      </p>
    </section>
  );
}
