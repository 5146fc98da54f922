import type { RouteEntry } from '@portal/pages';

export const ROUTES_FILE: string;

/** The route table of the container in `dir`, checked: its published form and, for a remote, its exposes. */
export function readContainerRoutes(
  dir: string,
  options: { remote: boolean },
): { published: { routeTableVersion: number; routes: RouteEntry[]; widgets: string[] }; exposes: Record<string, string> };
