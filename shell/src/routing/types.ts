import type { ComponentType } from 'react';

/** A route served by a remote's exposed page, loaded when the route is visited. */
export interface RemoteRoute {
  path: string;
  title: string;
  remote: 'procedures' | 'blog' | 'contact' | 'template';
  module: string;
}

/** A route served by the shell itself. */
export interface ShellRoute {
  path: string;
  title: string;
  Page: ComponentType;
}

export type PortalRoute = RemoteRoute | ShellRoute;

export function isRemoteRoute(route: PortalRoute): route is RemoteRoute {
  return 'remote' in route;
}
