import { useEffect, useMemo } from 'react';
import { useAtom } from 'jotai';
import { Route, Routes, RemotePage, RemoteFallback, addressKey, i18n, notFoundAtAtom, readBoot, useLocation } from '@portal/shared';
import { routeTitle } from '@portal/pages';
import { usePageTitle } from '../site/page-title';
import { isRemoteRoute, portalRoutes, type PortalRoute } from './route-table';
import { NotFoundPage } from '../pages/NotFoundPage';
import { useTranslation } from '../i18n';

function RoutePage({ route }: { route: PortalRoute }) {
  // Also re-renders the page title when the language changes.
  const { t } = useTranslation();
  usePageTitle(routeTitle(route.title, i18n.language));
  const loading = useMemo(
    () => (
      <p role="status" className="route-loading loading-placeholder">
        {t('Loading...')}
      </p>
    ),
    [t],
  );
  if (!isRemoteRoute(route)) return <route.Page />;
  return <RemotePage remote={route.remote} module={route.module} loading={loading} />;
}

function NotFoundRoute({ itemMissing = false }: { itemMissing?: boolean }) {
  const { t } = useTranslation();
  // While a remote's route table could not be read, an unmatched path may be one of its pages: the
  // server answered 503, and the visitor gets the unavailable-service message, not a false 404.
  // A page that found no item is a known page: its 404 is certain.
  const unknown = !itemMissing && readBoot().routesUnknown.length > 0;
  usePageTitle(unknown ? t('Service unavailable (page title)') : t('Page not found (page title)'));
  return unknown ? <RemoteFallback onRetry={() => window.location.reload()} /> : <NotFoundPage />;
}

/**
 * Maps each URL to its owner; anything no page serves is the 404 page, never a fake page, and so
 * is an address whose page found no item (the server's 404, or a page's `useNotFound`).
 */
export function AppRoutes() {
  const address = addressKey(useLocation());
  const [notFoundAt, setNotFoundAt] = useAtom(notFoundAtAtom);
  // Another address: its page decides afresh (an item may exist by the time the visitor is back).
  useEffect(() => {
    setNotFoundAt((current) => (current === address ? current : null));
  }, [address, setNotFoundAt]);
  if (notFoundAt === address) return <NotFoundRoute itemMissing />;
  return (
    <Routes>
      {portalRoutes().map((route) => (
        // Keyed: another route's page gets a slot of its own. A reused slot would render the old
        // page once more with the new address while the new page loads (and the old page would
        // take that address for one of its own, e.g. an unknown post, and report it missing).
        <Route key={route.path} path={route.path} element={<RoutePage key={route.path} route={route} />} />
      ))}
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
