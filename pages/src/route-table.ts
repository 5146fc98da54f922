// Route tables: which pages a container serves (docs/architecture.md, "Route ownership").
//
// Each container writes its table once, in `src/routes.json`; its build checks it here, derives
// the remote's exposes from it and publishes it in `mf-manifest.json` (`metaData.portal`). The
// portal server reads the published tables over HTTP, checked here again. The format is the
// TypeBox schema of route-table-schema.ts; this file adds what a schema cannot say and words every
// problem in Spanish for the team that wrote the table. Server and build only (it runs TypeBox).
import { Value } from 'typebox/value';
import { ROUTE_TABLE_VERSION, RouteEntrySchema, type OwnedRoute, type PublishedTable, type RouteEntry } from './route-table-schema.ts';
import { patternKey, segmentsOf } from './pattern.ts';

export * from './route-table-schema.ts';

const STATIC_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._~-]*$/;
const PARAM_SEGMENT = /^:[A-Za-z_][A-Za-z0-9_]*$/;
const MODULE_NAME = /^\.\/[A-Za-z_][A-Za-z0-9_]*$/;
const LANGUAGE = /^[a-z]{2}$/;

export interface Problems {
  /** Spanish descriptions of everything wrong, empty when the table is good. */
  errors: string[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Why `path` is not a route pattern, or null when it is one: '/', static segments, ':param' segments, a final '*'. */
function patternError(path: unknown): string | null {
  if (typeof path !== 'string' || !path.startsWith('/') || path.includes('//')) return 'debe empezar por «/» y no tener «//»';
  const segments = segmentsOf(path);
  const params = new Set<string>();
  for (const [index, segment] of segments.entries()) {
    if (segment === '*') {
      if (index !== segments.length - 1) return '«*» solo puede ser el último tramo';
    } else if (PARAM_SEGMENT.test(segment)) {
      if (params.has(segment)) return `el parámetro ${segment} aparece dos veces`;
      params.add(segment);
    } else if (!STATIC_SEGMENT.test(segment)) {
      return `el tramo «${segment}» no es válido (letras, cifras, «.», «_», «~», «-»; «:nombre» para un parámetro)`;
    }
  }
  return null;
}

function titleErrors(title: unknown, where: string): string[] {
  if (!isObject(title)) return [`${where}.title debe ser un objeto { "es": "…", "en": "…" }`];
  const errors: string[] = [];
  if (!Value.Check(RouteEntrySchema.properties.title.properties.es, title.es)) errors.push(`${where}.title.es es obligatorio (el título en español)`);
  for (const [language, text] of Object.entries(title)) {
    if (!LANGUAGE.test(language) || typeof text !== 'string' || text.trim() === '') errors.push(`${where}.title.${language} debe ser un texto no vacío con un código de idioma de dos letras`);
  }
  return errors;
}

/** What a field that fails its schema is told, by field (the schema says which values pass). */
const FIELD_MESSAGES: Partial<Record<keyof RouteEntry, string>> = {
  module: 'debe ser «./Nombre»',
  siteConfig: 'debe ser true o false',
  source: 'debe ser una ruta «./…» dentro del contenedor',
  serverCheck: 'debe ser el nombre de una comprobación del servidor',
  serverData: 'debe ser una lista de nombres de datos del servidor',
  ownNotFound: 'debe ser true o false',
};

function routeErrors(route: unknown, where: string): string[] {
  if (!isObject(route)) return [`${where} debe ser un objeto`];
  const fields = RouteEntrySchema.properties as Record<string, (typeof RouteEntrySchema.properties)[keyof typeof RouteEntrySchema.properties]>;
  const errors: string[] = [];
  for (const key of Object.keys(route)) if (!(key in fields)) errors.push(`${where}.${key}: campo desconocido`);
  const pathError = patternError(route.path);
  if (pathError) errors.push(`${where}.path «${String(route.path)}»: ${pathError}`);
  if (!Value.Check(fields.module!, route.module)) errors.push(`${where}.module ${FIELD_MESSAGES.module}`);
  errors.push(...titleErrors(route.title, where));
  for (const key of ['siteConfig', 'source', 'serverCheck', 'serverData', 'ownNotFound'] as const) {
    if (route[key] !== undefined && !Value.Check(fields[key]!, route[key])) errors.push(`${where}.${key} ${FIELD_MESSAGES[key]}`);
  }
  if (route.params !== undefined) errors.push(...paramsErrors(route, where));
  return errors;
}

/** What is wrong with a route's `params`: { "<param of its path>": ["value", …] }. */
function paramsErrors(route: Record<string, unknown>, where: string): string[] {
  if (!isObject(route.params)) return [`${where}.params debe ser un objeto { "parámetro": ["valor", …] }`];
  const own = new Set(typeof route.path === 'string' ? segmentsOf(route.path).filter((segment) => PARAM_SEGMENT.test(segment)).map((segment) => segment.slice(1)) : []);
  const errors: string[] = [];
  const values = RouteEntrySchema.properties.params;
  for (const [name, list] of Object.entries(route.params)) {
    if (!own.has(name)) errors.push(`${where}.params.${name}: la ruta no tiene el parámetro :${name}`);
    else if (!Value.Check(values, { [name]: list }) || !(list as string[]).every((value) => value !== '')) errors.push(`${where}.params.${name} debe ser una lista de valores no vacíos`);
  }
  return errors;
}

/**
 * False when a route lists the values a parameter takes (`params`, e.g. the demo pages' slugs) and
 * `params` (a match's) has another: that address is a 404. Compared without case, as paths match.
 */
export function paramsListed(route: RouteEntry, params: Record<string, string | undefined>): boolean {
  if (!isObject(route.params)) return true;
  return Object.entries(route.params).every(([name, values]) => {
    const given = String(params[name] ?? '').toLowerCase();
    return values.some((value) => value.toLowerCase() === given);
  });
}

/** The valid routes of a list, and what is wrong with the others. */
function checkRoutes(list: unknown): Problems & { routes: RouteEntry[] } {
  if (!Array.isArray(list)) return { routes: [], errors: ['la tabla de rutas debe tener una lista «routes»'] };
  const errors: string[] = [];
  const routes: RouteEntry[] = [];
  const seen = new Map<string, number>();
  list.forEach((route: unknown, index) => {
    const where = `routes[${index}]`;
    const problems = routeErrors(route, where);
    if (problems.length === 0) {
      const { path } = route as RouteEntry;
      const key = patternKey(path);
      if (seen.has(key)) problems.push(`${where}.path «${path}» repite la ruta de routes[${seen.get(key)}]`);
      else seen.set(key, index);
    }
    errors.push(...problems);
    if (problems.length === 0) routes.push(route as RouteEntry);
  });
  return { routes, errors };
}

/** A container's table as its build reads it: routes and widgets (name → file). */
export interface ContainerTable {
  routes: RouteEntry[];
  widgets: Record<string, string>;
}

/**
 * Checks a container's `src/routes.json` ({ routes: [...], widgets?: { './Name': './src/…' } }) and
 * returns its routes and widgets with every problem found, in Spanish. A build refuses a table with
 * any error.
 */
export function parseRouteTable(value: unknown): Problems & ContainerTable {
  if (!isObject(value)) return { routes: [], widgets: {}, errors: ['la tabla de rutas debe ser un objeto { "routes": [...] }'] };
  const { routes, errors } = checkRoutes(value.routes);
  const widgets: Record<string, string> = {};
  if (value.widgets !== undefined && !isObject(value.widgets)) errors.push('widgets debe ser un objeto { "./Nombre": "./src/…" }');
  for (const [name, source] of Object.entries(isObject(value.widgets) ? value.widgets : {})) {
    if (!MODULE_NAME.test(name) || typeof source !== 'string' || !source.startsWith('./')) errors.push(`widgets["${name}"] debe ser «./Nombre»: «./src/…»`);
    else widgets[name] = source;
  }
  return { routes, widgets, errors };
}

/** The file a route's module is built from: its `source`, else `./src/pages/<Name>.tsx`. */
export function routeSource(route: RouteEntry): string {
  return route.source ?? `./src/pages/${route.module.slice(2)}.tsx`;
}

/** A remote's Module Federation `exposes`: every route's module and every widget, one edit adds a page. */
export function exposesOf(table: ContainerTable): Problems & { exposes: Record<string, string> } {
  const exposes: Record<string, string> = { ...table.widgets };
  const errors: string[] = [];
  for (const route of table.routes) {
    const source = routeSource(route);
    if (exposes[route.module] && exposes[route.module] !== source) errors.push(`${route.module} se construye desde dos ficheros: ${exposes[route.module]} y ${source}`);
    exposes[route.module] = source;
  }
  return { exposes, errors };
}

/** What a build publishes in its manifest's `metaData.portal`: the table without build details (sources). */
export function publishedTable(table: ContainerTable): PublishedTable {
  return {
    routeTableVersion: ROUTE_TABLE_VERSION,
    routes: table.routes.map(({ source: _source, ...published }) => published),
    widgets: Object.keys(table.widgets),
  };
}

/**
 * The route table a federation manifest publishes (`metaData.portal`), checked: the valid routes,
 * the widget names, and what is wrong. A manifest from a build without one (or with a newer
 * format) yields no routes and says why.
 */
export function routeTableOfManifest(manifest: unknown): Problems & { routes: RouteEntry[]; widgets: string[] } {
  const block = isObject(manifest) && isObject(manifest.metaData) ? manifest.metaData.portal : undefined;
  if (!isObject(block)) return { routes: [], widgets: [], errors: ['el manifiesto no publica tabla de rutas (metaData.portal): compile el remoto con @portal/tooling'] };
  if (block.routeTableVersion !== ROUTE_TABLE_VERSION) return { routes: [], widgets: [], errors: [`formato de tabla de rutas ${String(block.routeTableVersion)} no admitido (se admite ${ROUTE_TABLE_VERSION})`] };
  const { routes, errors } = checkRoutes(block.routes);
  const widgets = Array.isArray(block.widgets) ? block.widgets.filter((name): name is string => typeof name === 'string' && MODULE_NAME.test(name)) : [];
  return { routes, widgets, errors };
}

/**
 * One list from the tables of several remotes, each route marked with its remote. A pattern two
 * remotes claim stays with the first (registry order) and is reported.
 */
export function mergeRouteTables(tables: readonly { remote: string; routes: readonly RouteEntry[] }[]): { routes: OwnedRoute[]; conflicts: string[] } {
  const routes: OwnedRoute[] = [];
  const owners = new Map<string, string>();
  const conflicts: string[] = [];
  for (const { remote, routes: own } of tables) {
    for (const route of own) {
      const key = patternKey(route.path);
      if (owners.has(key)) {
        conflicts.push(`${route.path} lo declaran ${owners.get(key)} y ${remote}; se queda con ${owners.get(key)}`);
        continue;
      }
      owners.set(key, remote);
      routes.push({ ...route, remote });
    }
  }
  return { routes, conflicts };
}
