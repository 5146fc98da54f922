// Which page serves an address, decided by react-router's own `matchRoutes` (its ranking: static
// segments beat ':param' beat '*'; case and a trailing slash ignored), so the portal server, the
// shell's router, its early prefetch and the browser sweep can never disagree.
//
// The function is passed in rather than imported: in the browser the shell hands over the copy
// inside @portal/shared (the router every container already runs), so no second copy of the
// router's matching is bundled; Node code imports the bound `matchPage` from '@portal/pages/match'.

/** The part of react-router's `matchRoutes` this uses (react-router-dom's and @remix-run/router's both fit). */
export type MatchRoutes = (routes: { path: string }[], location: string) => { route: unknown; params: Readonly<Record<string, string | undefined>> }[] | null;

/** A page that serves an address, and the values of its parameters (':id' → params.id; a final '*' → params['*']). */
export interface PageMatch<T> {
  route: T;
  params: Record<string, string>;
}

/**
 * A path react-router can decode. A malformed escape ('%E0%A4%A') would make it log a warning and
 * match the raw text: the same match, stated without the warning a crafted address could repeat.
 */
function decodable(pathname: string): string {
  try {
    decodeURIComponent(pathname);
    return pathname;
  } catch {
    return pathname.replace(/%/g, '%25');
  }
}

/** `matchPage(routes, pathname)` over the given `matchRoutes`. */
export function pageMatcher(matchRoutes: MatchRoutes) {
  /** The route of `routes` that serves `pathname` (no query), with its params, or null. */
  return function matchPage<T extends { path: string }>(routes: readonly T[], pathname: string): PageMatch<T> | null {
    // react-router reads '?' and '#' as the start of a query or fragment; a pathname has neither.
    const matches = matchRoutes([...routes], decodable(pathname).replace(/[?#]/g, encodeURIComponent));
    const match = matches?.[matches.length - 1];
    if (!match) return null;
    const params: Record<string, string> = {};
    for (const [name, value] of Object.entries(match.params)) if (value !== undefined) params[name] = value;
    return { route: match.route as T, params };
  };
}
