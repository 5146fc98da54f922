import type { RemoteRoute } from '../types';

/** Routes owned by mfe-template (static pages). */
export const templateRoutes: RemoteRoute[] = [
  { path: '/typography', title: 'Typography', remote: 'template', module: './TypographyPage' },
];
