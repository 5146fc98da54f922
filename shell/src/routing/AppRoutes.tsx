import { useMemo } from 'react';
import { Route, Routes, RemoteSlot, RemoteFallback, i18n, readBoot } from '@portal/shared';
import { routeTitle } from '@portal/shared/federation/route-table.cjs';
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
  return <RemoteSlot remote={route.remote} module={route.module} loading={loading} />;
}

function NotFoundRoute() {
  const { t } = useTranslation();
  // While a remote's route table could not be read, an unmatched path may be one of its pages: the
  // server answered 503, and the visitor gets the unavailable-service message, not a false 404.
  const unknown = readBoot().routesUnknown.length > 0;
  usePageTitle(unknown ? t('Service unavailable (page title)') : t('Page not found (page title)'));
  return unknown ? <RemoteFallback onRetry={() => window.location.reload()} /> : <NotFoundPage />;
}

/** Maps each URL to its owner; anything no page serves is the 404 page, never a fake page. */
export function AppRoutes() {
  return (
    <Routes>
      {portalRoutes().map((route) => (
        <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
      ))}
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
