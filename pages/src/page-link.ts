// A link to a page: its owner, its pattern, the query it reads, and `href` to write its address.
// The catalogue (catalogue.ts) is made of these. No dependencies: the containers bundle this file.

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

export function page<P extends string, Q extends Record<string, string> = Record<never, string>>(owner: PageOwner, path: P, query: Q = {} as Q): PageLink<P, Q> {
  return {
    owner,
    path,
    query,
    href: (...[values]) => {
      const given = (values ?? {}) as Record<string, Value | null | undefined>;
      // A ':name' takes its value escaped; a final '*' a sub-path, its slashes kept and each part
      // escaped (none: the prefix itself). Small on purpose: every container bundles it.
      const address = path.replace(/:(\w+)|\/\*$/g, (_whole, name?: string) =>
        name ? encodeURIComponent(String(given[name])) : String(given['*'] ?? '').split('/').filter(Boolean).map((part) => `/${encodeURIComponent(part)}`).join(''),
      ) || '/';
      const search = Object.keys(query)
        .filter((name) => given[name] != null && given[name] !== '')
        .map((name) => `${formEncode(query[name]!)}=${formEncode(String(given[name]))}`)
        .join('&');
      return search ? `${address}?${search}` : address;
    },
  };
}

