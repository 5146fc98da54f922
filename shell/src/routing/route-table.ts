import type { ComponentType } from 'react';
import { matchRoutes, readBoot } from '@portal/shared';
import { pageMatcher, type OwnedRoute, type PageTitle } from '@portal/pages';
import shellTable from '../routes.json';
import { LandingPage } from '../pages/LandingPage';

/** The shell's own pages, by the module name its src/routes.json gives them. */
export const shellPages: Record<string, ComponentType> = { './LandingPage': LandingPage };

/** A page the shell serves itself. */
export interface ShellRoute {
  path: string;
  title: PageTitle;
  siteConfig?: boolean;
  Page: ComponentType;
}

/** A page a remote serves (from the hosting page's boot block), or one of the shell's own. */
export type PortalRoute = OwnedRoute | ShellRoute;

export function isRemoteRoute(route: PortalRoute): route is OwnedRoute {
  return 'remote' in route;
}

/** The page protocol's matching over the router the page already runs (no second copy of it). */
export const matchPage = pageMatcher(matchRoutes);

let cached: { boot: OwnedRoute[]; routes: PortalRoute[] } | null = null;

/**
 * Every page of the site: the shell's own (landing; anything unmatched is the 404 page) and those
 * the registry's remotes publish, which the portal server writes into the hosting page.
 */
export function portalRoutes(): PortalRoute[] {
  const boot = readBoot().routes;
  if (cached?.boot !== boot) {
    const own = shellTable.routes.map(({ path, module, title }) => ({ path, title, Page: shellPages[module] }));
    cached = { boot, routes: [...own, ...(Array.isArray(boot) ? boot : [])] };
  }
  return cached.routes;
}

/** The page that serves `pathname`, if any. */
export function routeFor(pathname: string): PortalRoute | undefined {
  return matchPage(portalRoutes(), pathname)?.route;
}

/** False when the page at `pathname` renders without waiting for the site config. */
export function needsSiteConfig(pathname: string): boolean {
  return routeFor(pathname)?.siteConfig !== false;
}
