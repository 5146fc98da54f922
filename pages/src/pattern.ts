// Path patterns as route tables write them ('/blog-details/:id', '/page/*'). No dependencies: the
// shell's bundle takes this file.

export const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);

/** The key two patterns share when they match the same paths (case, trailing slash and parameter names aside). */
export function patternKey(path: string): string {
  return `/${segmentsOf(path).map((segment) => (segment.startsWith(':') ? ':' : segment.toLowerCase())).join('/')}`;
}

/** True when the pattern has a ':param' or a final '*': a real address needs values. */
export function isDynamicPattern(path: string): boolean {
  return segmentsOf(path).some((segment) => segment.startsWith(':') || segment === '*');
}
