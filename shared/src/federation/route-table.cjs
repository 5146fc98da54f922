// Route tables: which pages a container serves (docs/architecture.md, "Route ownership").
//
// Each container writes its table once, in `src/routes.json`; its build checks it, derives the
// remote's exposes from it and publishes it in `mf-manifest.json` (`metaData.portal`). The portal
// server reads the published tables over HTTP to answer 404 and to write the merged table into the
// hosting page; the shell's router, its early prefetch and the browser route sweep read the same.
// Plain CommonJS so the build tooling, the Node server, jest and the browser bundle share one copy.

/** The format version a table is published under; a reader refuses a newer one. */
const ROUTE_TABLE_VERSION = 1;

const STATIC_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._~-]*$/;
const PARAM_SEGMENT = /^:[A-Za-z_][A-Za-z0-9_]*$/;
const MODULE_NAME = /^\.\/[A-Za-z_][A-Za-z0-9_]*$/;
const LANGUAGE = /^[a-z]{2}$/;
const CHECK_NAME = /^[a-z][a-z0-9-]{0,40}$/;
const ROUTE_KEYS = new Set(['path', 'module', 'title', 'siteConfig', 'source', 'serverCheck', 'serverData', 'params', 'ownNotFound']);

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const segmentsOf = (path) => path.split('/').filter(Boolean);

/** Why `path` is not a route pattern, or null when it is one: '/', static segments, ':param' segments, a final '*'. */
function patternError(path) {
  if (typeof path !== 'string' || !path.startsWith('/') || path.includes('//')) return 'debe empezar por «/» y no tener «//»';
  const segments = segmentsOf(path);
  const params = new Set();
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

function titleErrors(title, where) {
  if (!isObject(title)) return [`${where}.title debe ser un objeto { "es": "…", "en": "…" }`];
  const errors = [];
  if (typeof title.es !== 'string' || title.es.trim() === '') errors.push(`${where}.title.es es obligatorio (el título en español)`);
  for (const [language, text] of Object.entries(title)) {
    if (!LANGUAGE.test(language) || typeof text !== 'string' || text.trim() === '') errors.push(`${where}.title.${language} debe ser un texto no vacío con un código de idioma de dos letras`);
  }
  return errors;
}

function routeErrors(route, where) {
  if (!isObject(route)) return [`${where} debe ser un objeto`];
  const errors = [];
  for (const key of Object.keys(route)) if (!ROUTE_KEYS.has(key)) errors.push(`${where}.${key}: campo desconocido`);
  const pathError = patternError(route.path);
  if (pathError) errors.push(`${where}.path «${String(route.path)}»: ${pathError}`);
  if (typeof route.module !== 'string' || !MODULE_NAME.test(route.module)) errors.push(`${where}.module debe ser «./Nombre»`);
  errors.push(...titleErrors(route.title, where));
  if (route.siteConfig !== undefined && typeof route.siteConfig !== 'boolean') errors.push(`${where}.siteConfig debe ser true o false`);
  if (route.source !== undefined && (typeof route.source !== 'string' || !route.source.startsWith('./'))) errors.push(`${where}.source debe ser una ruta «./…» dentro del contenedor`);
  if (route.serverCheck !== undefined && (typeof route.serverCheck !== 'string' || !CHECK_NAME.test(route.serverCheck))) errors.push(`${where}.serverCheck debe ser el nombre de una comprobación del servidor`);
  if (route.serverData !== undefined && (!Array.isArray(route.serverData) || !route.serverData.every((name) => typeof name === 'string' && CHECK_NAME.test(name)))) errors.push(`${where}.serverData debe ser una lista de nombres de datos del servidor`);
  if (route.params !== undefined) errors.push(...paramsErrors(route, where));
  if (route.ownNotFound !== undefined && typeof route.ownNotFound !== 'boolean') errors.push(`${where}.ownNotFound debe ser true o false`);
  return errors;
}

/** What is wrong with a route's `params`: { "<param of its path>": ["value", …] }. */
function paramsErrors(route, where) {
  if (!isObject(route.params)) return [`${where}.params debe ser un objeto { "parámetro": ["valor", …] }`];
  const own = new Set(typeof route.path === 'string' ? segmentsOf(route.path).filter((segment) => PARAM_SEGMENT.test(segment)).map((segment) => segment.slice(1)) : []);
  const errors = [];
  for (const [name, values] of Object.entries(route.params)) {
    if (!own.has(name)) errors.push(`${where}.params.${name}: la ruta no tiene el parámetro :${name}`);
    else if (!Array.isArray(values) || values.length === 0 || !values.every((value) => typeof value === 'string' && value !== '')) errors.push(`${where}.params.${name} debe ser una lista de valores no vacíos`);
  }
  return errors;
}

/**
 * False when a route lists the values a parameter takes (`params`, e.g. the demo pages' slugs) and
 * `params` (a match's) has another: that address is a 404. Compared without case, as paths match.
 */
function paramsListed(route, params) {
  if (!isObject(route.params)) return true;
  return Object.entries(route.params).every(([name, values]) => {
    const given = String(params[name] ?? '').toLowerCase();
    return values.some((value) => value.toLowerCase() === given);
  });
}

/** The key two patterns share when they match the same paths (case, trailing slash and parameter names aside). */
function patternKey(path) {
  return `/${segmentsOf(path).map((segment) => (segment.startsWith(':') ? ':' : segment.toLowerCase())).join('/')}`;
}

/** The valid routes of a list, and what is wrong with the others. */
function checkRoutes(list) {
  if (!Array.isArray(list)) return { routes: [], errors: ['la tabla de rutas debe tener una lista «routes»'] };
  const errors = [];
  const routes = [];
  const seen = new Map();
  list.forEach((route, index) => {
    const where = `routes[${index}]`;
    const problems = routeErrors(route, where);
    if (problems.length === 0) {
      const key = patternKey(route.path);
      if (seen.has(key)) problems.push(`${where}.path «${route.path}» repite la ruta de routes[${seen.get(key)}]`);
      else seen.set(key, index);
    }
    errors.push(...problems);
    if (problems.length === 0) routes.push(route);
  });
  return { routes, errors };
}

/**
 * Checks a container's `src/routes.json` ({ routes: [...], widgets?: { './Name': './src/…' } }) and
 * returns its routes and widgets with every problem found, in Spanish. A build refuses a table with
 * any error.
 */
function parseRouteTable(value) {
  if (!isObject(value)) return { routes: [], widgets: {}, errors: ['la tabla de rutas debe ser un objeto { "routes": [...] }'] };
  const { routes, errors } = checkRoutes(value.routes);
  const widgets = {};
  if (value.widgets !== undefined && !isObject(value.widgets)) errors.push('widgets debe ser un objeto { "./Nombre": "./src/…" }');
  for (const [name, source] of Object.entries(isObject(value.widgets) ? value.widgets : {})) {
    if (!MODULE_NAME.test(name) || typeof source !== 'string' || !source.startsWith('./')) errors.push(`widgets["${name}"] debe ser «./Nombre»: «./src/…»`);
    else widgets[name] = source;
  }
  return { routes, widgets, errors };
}

/** The file a route's module is built from: its `source`, else `./src/pages/<Name>.tsx`. */
function routeSource(route) {
  return route.source ?? `./src/pages/${route.module.slice(2)}.tsx`;
}

/** A remote's Module Federation `exposes`: every route's module and every widget, one edit adds a page. */
function exposesOf(table) {
  const exposes = { ...table.widgets };
  const errors = [];
  for (const route of table.routes) {
    const source = routeSource(route);
    if (exposes[route.module] && exposes[route.module] !== source) errors.push(`${route.module} se construye desde dos ficheros: ${exposes[route.module]} y ${source}`);
    exposes[route.module] = source;
  }
  return { exposes, errors };
}

/** What a build publishes in its manifest's `metaData.portal`: the table without build details (sources). */
function publishedTable(table) {
  return {
    routeTableVersion: ROUTE_TABLE_VERSION,
    routes: table.routes.map((route) => {
      const published = { ...route };
      delete published.source;
      return published;
    }),
    widgets: Object.keys(table.widgets),
  };
}

/**
 * The route table a federation manifest publishes (`metaData.portal`), checked: the valid routes,
 * the widget names, and what is wrong. A manifest from a build without one (or with a newer
 * format) yields no routes and says why.
 */
function routeTableOfManifest(manifest) {
  const block = isObject(manifest) && isObject(manifest.metaData) ? manifest.metaData.portal : undefined;
  if (!isObject(block)) return { routes: [], widgets: [], errors: ['el manifiesto no publica tabla de rutas (metaData.portal): compile el remoto con @portal/tooling'] };
  if (block.routeTableVersion !== ROUTE_TABLE_VERSION) return { routes: [], widgets: [], errors: [`formato de tabla de rutas ${String(block.routeTableVersion)} no admitido (se admite ${ROUTE_TABLE_VERSION})`] };
  const { routes, errors } = checkRoutes(block.routes);
  const widgets = Array.isArray(block.widgets) ? block.widgets.filter((name) => typeof name === 'string' && MODULE_NAME.test(name)) : [];
  return { routes, widgets, errors };
}

// Ranked as react-router ranks routes, so the server, the prefetch and the router pick the same one.
function score(path) {
  const segments = segmentsOf(path);
  let total = segments.length;
  for (const segment of segments) total += segment === '*' ? -2 : segment.startsWith(':') ? 3 : 10;
  return total;
}

/** The params of `pathname` under `path`, or null when it does not match (case-insensitive, trailing slash optional). */
function matchPattern(path, pathname) {
  const wanted = segmentsOf(path);
  const given = segmentsOf(pathname);
  const params = {};
  for (let i = 0; i < wanted.length; i++) {
    if (wanted[i] === '*') {
      params['*'] = given.slice(i).join('/');
      return params;
    }
    if (i >= given.length) return null;
    if (wanted[i].startsWith(':')) params[wanted[i].slice(1)] = given[i];
    else if (wanted[i].toLowerCase() !== given[i].toLowerCase()) return null;
  }
  return given.length === wanted.length ? params : null;
}

/** The route of `routes` that serves `pathname` (no query), with its params, or null. */
function matchRoute(routes, pathname) {
  let best = null;
  for (const route of routes) {
    const params = matchPattern(route.path, pathname);
    if (params && (!best || score(route.path) > best.score)) best = { route, params, score: score(route.path) };
  }
  return best && { route: best.route, params: best.params };
}

/**
 * One list from the tables of several remotes, each route marked with its remote. A pattern two
 * remotes claim stays with the first (registry order) and is reported.
 */
function mergeRouteTables(tables) {
  const routes = [];
  const owners = new Map();
  const conflicts = [];
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

/** A page title in `language`, Spanish when the table has none in it. */
function routeTitle(title, language = 'es') {
  return title[language] ?? title.es;
}

module.exports = {
  ROUTE_TABLE_VERSION,
  parseRouteTable,
  routeSource,
  exposesOf,
  publishedTable,
  routeTableOfManifest,
  matchRoute,
  paramsListed,
  mergeRouteTables,
  routeTitle,
};
