// @portal/pages for every container: the link catalogue, the matcher over a given matchRoutes,
// titles and the route types. Nothing here pulls in TypeBox or a router: the schema and its checks
// are '@portal/pages/route-table', the parameter schemas '@portal/pages/page-params' (server,
// build and tests), the Node-bound matcher '@portal/pages/match'.
export * as pages from './catalogue.ts';
export * from './page-link.ts';
export type { PageName } from './page-name.ts';
export * from './page-matcher.ts';
export * from './page-title.ts';
export * from './pattern.ts';
export type { OwnedRoute, PageTitle, RouteEntry } from './route-table-schema.ts';
export * from './widgets.ts';
