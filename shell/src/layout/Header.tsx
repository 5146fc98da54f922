import { Link } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { currentCustomerAtom, siteConfigAtom } from '@portal/shared';
import { buildMenu } from './menu';

/** Site header: logo, customer name and the main menu. */
export function Header() {
  const customer = useAtomValue(currentCustomerAtom);
  const config = useAtomValue(siteConfigAtom);
  const menu = buildMenu(config?.menu ?? []);
  return (
    <header className="site-header">
      <Link to="/" className="site-logo" aria-label="Inicio">
        {customer?.name ?? config?.config.siteName ?? 'Portal Ciudadano'}
      </Link>
      <nav aria-label="Menú principal">
        <ul>
          {menu.map((item) => (
            <li key={item.label}>
              {item.internal ? <Link to={item.href}>{item.label}</Link> : <a href={item.href}>{item.label}</a>}
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
