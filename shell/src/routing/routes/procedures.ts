import type { RemoteRoute } from '../types';

/** Routes owned by mfe-procedures. */
export const proceduresRoutes: RemoteRoute[] = [
  { path: '/procedures', title: 'Trámites en Línea', remote: 'procedures', module: './ProceduresPage' },
];
