import { prefetchRemoteModule } from '@portal/shared';
import { isRemoteRoute, routeFor } from './route-table';

/**
 * When the page opened is a remote's, starts loading that remote at once, in parallel with the
 * site config: otherwise its manifest, entry and page would wait for the config and the first
 * render. The route comes from the same tables, and the same matching, as the router's.
 */
export function prefetchRouteRemote(pathname: string): void {
  const route = routeFor(pathname);
  if (route && isRemoteRoute(route)) prefetchRemoteModule(route.remote, route.module);
}
