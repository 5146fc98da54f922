// The format of a container's `src/routes.json` (docs/architecture.md, "Route ownership"), as a
// TypeBox schema: the fields a route may have and the shape of each. The checks a schema cannot
// say (the pattern grammar, no pattern twice, `params` naming the path's own parameters) are in
// route-table.ts, which reports every problem in Spanish.
import { Type, type Static } from 'typebox';

/** The format version a table is published under; a reader refuses a newer one. */
export const ROUTE_TABLE_VERSION = 1;

const MODULE_NAME = '^\\./[A-Za-z_][A-Za-z0-9_]*$';
const NAME = '^[a-z][a-z0-9-]{0,40}$';
const NonEmptyText = Type.String({ minLength: 1, pattern: '\\S' });

/** A page title per language: Spanish always, other languages (two-letter codes) where the team has them. */
export const PageTitleSchema = Type.Object({ es: NonEmptyText }, { additionalProperties: NonEmptyText });
export interface PageTitle {
  es: string;
  [language: string]: string;
}

/** One page of a container's route table. */
export const RouteEntrySchema = Type.Object({
  /** react-router pattern: '/', static segments, ':param' segments, a final '*' for every sub-path. */
  path: Type.String({ pattern: '^/' }),
  /** The exposed module that renders the page ('./Name'); for the shell, its page's name. */
  module: Type.String({ pattern: MODULE_NAME }),
  title: PageTitleSchema,
  /** false: the page renders without waiting for the site config. Default true. */
  siteConfig: Type.Optional(Type.Boolean()),
  /** The file the module is built from, when it is not ./src/pages/<Name>.tsx (build only). */
  source: Type.Optional(Type.String({ pattern: '^\\./' })),
  /** A check the portal server runs before answering 200, e.g. that the item exists. */
  serverCheck: Type.Optional(Type.String({ pattern: NAME })),
  /** Data the portal server loads for the page when it renders it, by name, e.g. ['procedures']. */
  serverData: Type.Optional(Type.Array(Type.String({ pattern: NAME }))),
  /** The only values a parameter takes, e.g. { "slug": ["ui-ux-design", …] }: any other answers 404. */
  params: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String({ minLength: 1 }), { minItems: 1 }))),
  /** true: the page itself says its item does not exist (its 404 keeps the page, not the site's 404). */
  ownNotFound: Type.Optional(Type.Boolean()),
}, { additionalProperties: false });

export type RouteEntry = Omit<Static<typeof RouteEntrySchema>, 'title'> & { title: PageTitle };

/** A route with the remote that owns it, as the hosting page's boot block carries it. */
export interface OwnedRoute extends RouteEntry {
  remote: string;
}

/** A container's src/routes.json: its pages and the exposed modules that are not pages (name → file). */
export const RouteTableFileSchema = Type.Object({
  routes: Type.Array(RouteEntrySchema),
  widgets: Type.Optional(Type.Record(Type.String({ pattern: MODULE_NAME }), Type.String({ pattern: '^\\./' }))),
});

/** What a build publishes in its manifest's `metaData.portal`. */
export const PublishedTableSchema = Type.Object({
  routeTableVersion: Type.Literal(ROUTE_TABLE_VERSION),
  routes: Type.Array(RouteEntrySchema),
  widgets: Type.Array(Type.String({ pattern: MODULE_NAME })),
});
export type PublishedTable = Omit<Static<typeof PublishedTableSchema>, 'routes'> & { routes: RouteEntry[] };
