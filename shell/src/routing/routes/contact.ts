import type { RemoteRoute } from '../types';

/** Routes owned by mfe-contact. */
export const contactRoutes: RemoteRoute[] = [
  { path: '/contact', title: 'Contacto', remote: 'contact', module: './ContactPage' },
];
