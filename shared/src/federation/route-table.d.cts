// Types of route-table.cjs (the format is described in docs/architecture.md, "Route ownership").

/** A page title per language: Spanish always, other languages where the team has them. */
export interface PageTitle {
  es: string;
  [language: string]: string;
}

/** One page of a container's route table. */
export interface RouteEntry {
  /** react-router pattern: static segments, ':param' segments, a final '*' for every sub-path. */
  path: string;
  /** The exposed module that renders the page ('./Name'); for the shell, its page's name. */
  module: string;
  title: PageTitle;
  /** false: the page renders without waiting for the site config. Default true. */
  siteConfig?: boolean;
  /** The file the module is built from, when it is not ./src/pages/<Name>.tsx (build only). */
  source?: string;
  /** A check the portal server runs before answering 200, e.g. that the item exists. */
  serverCheck?: string;
  /** Data the portal server loads for the page when it renders it (issue 20), by name, e.g. ['procedures']. */
  serverData?: string[];
  /**
   * The only values a parameter takes, e.g. `{ "slug": ["ui-ux-design", …] }` for a demo page whose
   * items are in its build: the portal server answers 404 for any other value.
   */
  params?: Record<string, string[]>;
  /**
   * true: when the server answers 404 for this page (its check found no item), the page itself says
   * so (the certificate check's 'No encontrado' verdict) instead of the site's 404 page.
   */
  ownNotFound?: boolean;
}

/** A route with the remote that owns it, as the hosting page's boot block carries it. */
export interface OwnedRoute extends RouteEntry {
  remote: string;
}

export interface Problems {
  /** Spanish descriptions of everything wrong, empty when the table is good. */
  errors: string[];
}

export const ROUTE_TABLE_VERSION: number;

/** Checks a container's src/routes.json. */
export function parseRouteTable(value: unknown): Problems & { routes: RouteEntry[]; widgets: Record<string, string> };

/** The file a route's module is built from. */
export function routeSource(route: RouteEntry): string;

/** A remote's Module Federation exposes, derived from its table. */
export function exposesOf(table: { routes: RouteEntry[]; widgets: Record<string, string> }): Problems & { exposes: Record<string, string> };

/** What a build publishes in its manifest's metaData.portal. */
export function publishedTable(table: { routes: RouteEntry[]; widgets: Record<string, string> }): { routeTableVersion: number; routes: RouteEntry[]; widgets: string[] };

/** The route table a federation manifest publishes, checked. */
export function routeTableOfManifest(manifest: unknown): Problems & { routes: RouteEntry[]; widgets: string[] };

/** The route that serves a path, with its params. */
export function matchRoute<T extends { path: string }>(routes: readonly T[], pathname: string): { route: T; params: Record<string, string> } | null;

/** False when the route lists its parameter's values (`params`) and the match's value is not one of them. */
export function paramsListed(route: RouteEntry, params: Record<string, string>): boolean;

/** One list from several remotes' tables; a pattern claimed twice stays with the first. */
export function mergeRouteTables(tables: readonly { remote: string; routes: readonly RouteEntry[] }[]): { routes: OwnedRoute[]; conflicts: string[] };

/** A page title in a language, Spanish when the table has none in it. */
export function routeTitle(title: PageTitle, language?: string): string;
