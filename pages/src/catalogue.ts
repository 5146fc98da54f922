// The typed catalogue of pages one container links to and another owns. A link to another
// container's page is written `pages.certificateValidation.href({ number, registerId })`, never as
// a literal path (the lint rule portal/no-foreign-page-path refuses one), so a page that moves is
// changed here and its owner's src/routes.json, and the typecheck finds every caller whose values
// no longer fit. A unit test keeps each entry's pattern equal to a route of its owner's table.
// No dependencies: the containers bundle this file.

/** The container that serves a page (its federation name; the shell is 'shell'). */
export type PageOwner = 'shell' | 'procedures' | 'blog' | 'contact' | 'template' | 'admin';

/** The parameter names of a path pattern: '/a/:id/:slug' → 'id' | 'slug'; a final '*' → '*'. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : P extends `${string}*`
      ? '*'
      : never;

type Value = string | number;

/** What a page's href takes: every path parameter, and any of its query parameters (an empty one is left out). */
export type LinkValues<P extends string, Q extends Record<string, string>> = { [K in PathParams<P>]: Value } & { [K in keyof Q]?: Value | null };

export interface PageLink<P extends string = string, Q extends Record<string, string> = Record<string, string>> {
  owner: PageOwner;
  /** The pattern, exactly as the owner's src/routes.json writes it. */
  path: P;
  /** The query parameters the page reads: link name → name in the address ({ registerId: 'register_id' }). */
  query: Q;
  /** The page's address for these values, each escaped. */
  href: (...values: PathParams<P> extends never ? [LinkValues<P, Q>?] : [LinkValues<P, Q>]) => string;
}

/** A query value as a browser's GET form writes it (a space is '+'), so a link and a form agree. */
const formEncode = (text: string): string => encodeURIComponent(text).replace(/%20/g, '+');

function page<P extends string, Q extends Record<string, string> = Record<never, string>>(owner: PageOwner, path: P, query: Q = {} as Q): PageLink<P, Q> {
  return {
    owner,
    path,
    query,
    href: (...[values]) => {
      const given = (values ?? {}) as Record<string, Value | null | undefined>;
      const rest = String(given['*'] ?? '').split('/').filter(Boolean);
      const address = path
        .replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_whole, name: string) => encodeURIComponent(String(given[name])))
        // A final '*' takes a sub-path: its slashes stay, each part is escaped; none is the prefix itself.
        .replace(/\/\*$/, rest.length > 0 ? `/${rest.map(encodeURIComponent).join('/')}` : '') || '/';
      const search = Object.entries(query)
        .filter(([name]) => given[name] !== undefined && given[name] !== null && given[name] !== '')
        .map(([name, key]) => `${formEncode(key)}=${formEncode(String(given[name]))}`);
      return search.length > 0 ? `${address}?${search.join('&')}` : address;
    },
  };
}

/** Pages other containers link to (and those the server and the browser sweep read parameters of). */
export const pages = {
  home: page('shell', '/'),
  procedures: page('procedures', '/procedures', { q: 'q' }),
  procedure: page('procedures', '/:shortname/corporate/procedure/preview/:id'),
  booking: page('procedures', '/citas/nueva', { procedure: 'tramite' }),
  appointment: page('procedures', '/citas/:code'),
  startRequest: page('procedures', '/solicitudes/nueva', { procedure: 'tramite' }),
  tracking: page('procedures', '/seguimiento', { code: 'codigo' }),
  holidays: page('procedures', '/feriados'),
  siteSearch: page('procedures', '/buscar', { q: 'q', page: 'pagina' }),
  certificateCheck: page('procedures', '/certificate/validation'),
  certificateValidation: page('procedures', '/certificate/validation/:number', { registerId: 'register_id' }),
  news: page('blog', '/blog-grid/'),
  newsStory: page('blog', '/blog-details/:id'),
  newsStoryBySlug: page('blog', '/post/:slug', { id: 'id' }),
  cityPage: page('blog', '/page/*', { id: 'id' }),
  contact: page('contact', '/contact'),
  help: page('template', '/ayuda'),
  accessibility: page('template', '/accesibilidad'),
  privacyPolicy: page('template', '/privacy-policy'),
  termsOfUse: page('template', '/terms-use'),
  staffConsole: page('admin', '/admin/*'),
} as const;

export type PageName = keyof typeof pages;
