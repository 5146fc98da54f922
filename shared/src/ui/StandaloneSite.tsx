import { useEffect, useState, type ReactNode } from 'react';
import { fetchSiteConfig } from '../http/endpoints';
import { readBoot } from '../http/boot';
import { portalStore } from '../state/store';
import { selectCustomer } from '../state/customer';
import { currentCustomerAtom, siteConfigAtom } from '../state/atoms';
import { useTranslation } from '../i18n';

/**
 * For a remote run alone in development: loads the site config and customer the way the shell
 * does, then shows the remote's page. The dev server proxies the API to the portal server.
 */
export function StandaloneSite({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  const { t } = useTranslation();
  useEffect(() => {
    fetchSiteConfig()
      .then((config) => {
        portalStore.set(siteConfigAtom, config);
        portalStore.set(currentCustomerAtom, selectCustomer(config, readBoot().customerId ?? '1'));
      })
      .catch((error: unknown) => console.error('Sin configuración del sitio:', error))
      .finally(() => setReady(true));
  }, []);
  return ready ? <>{children}</> : <p>{t('Loading...')}</p>;
}
