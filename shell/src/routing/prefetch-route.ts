import { prefetchRemoteModule } from '@portal/shared';
import { routeTable } from './route-table';
import { isRemoteRoute, type RemoteRoute } from './types';

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * True when `pathname` fits a route path of the table: static segments, ':param' segments and a
 * final '*'. The table has no overlapping patterns, so this agrees with <Routes>; it runs before
 * the router exists and costs far less than compiling every route (react-router's matchRoutes).
 */
function fits(pattern: string, pathname: string): boolean {
  const wanted = segments(pattern);
  const given = segments(pathname);
  for (let i = 0; i < wanted.length; i++) {
    if (wanted[i] === '*') return given.length > i;
    if (i >= given.length || (!wanted[i].startsWith(':') && wanted[i] !== given[i])) return false;
  }
  return given.length === wanted.length;
}

/**
 * When the page opened is a remote's, starts loading that remote at once, in parallel with the
 * site config: otherwise its manifest, entry and page would wait for the config and the first
 * render.
 */
export function prefetchRouteRemote(pathname: string): void {
  const route = routeTable.find((candidate): candidate is RemoteRoute => isRemoteRoute(candidate) && fits(candidate.path, pathname));
  if (route) prefetchRemoteModule(route.remote, route.module);
}
