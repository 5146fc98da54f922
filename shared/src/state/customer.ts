import type { Customer, SiteConfig } from '@portal/contract';

/**
 * Picks the current customer (spec section 4): the one whose id matches the hosting page's id
 * among every customers list of the config. No match logs an error and selects nobody.
 */
export function selectCustomer(config: SiteConfig, customerId: string | null): Customer | null {
  const all = config.customers.flatMap((entry) => entry.customers ?? []);
  const found = customerId == null ? undefined : all.find((c) => String(c.id) === String(customerId));
  if (!found) {
    console.error(`No hay un cliente con el id ${customerId ?? '(ninguno)'} en la configuración del sitio`);
    return null;
  }
  return found;
}
