import type { ShellRoute } from '../types';
import { LandingPage } from '../../pages/LandingPage';
import { NotFoundPage } from '../../pages/NotFoundPage';

/** Routes the shell serves itself. Unknown paths fall through to the 404 page. */
export const shellRoutes: ShellRoute[] = [
  { path: '/', title: 'Inicio', Page: LandingPage },
  { path: '/404', title: 'Página no encontrada', Page: NotFoundPage },
];
