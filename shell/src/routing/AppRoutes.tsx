import { Route, Routes, RemoteSlot, usePageTitle } from '@portal/shared';
import { routeTable } from './route-table';
import { isRemoteRoute, type PortalRoute } from './types';
import { NotFoundPage } from '../pages/NotFoundPage';

function RoutePage({ route }: { route: PortalRoute }) {
  usePageTitle(route.title);
  if (!isRemoteRoute(route)) return <route.Page />;
  return (
    <RemoteSlot
      remote={route.remote}
      module={route.module}
      loading={
        <p role="status" className="route-loading loading-placeholder">
          Loading...
        </p>
      }
    />
  );
}

function NotFoundRoute() {
  usePageTitle('Página no encontrada');
  return <NotFoundPage />;
}

/** Maps each URL to its owner; anything no page serves is the 404 page, never a fake page. */
export function AppRoutes() {
  return (
    <Routes>
      {routeTable.map((route) => (
        <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
      ))}
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
