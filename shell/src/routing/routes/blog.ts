import type { RemoteRoute } from '../types';

/** Routes owned by mfe-blog. */
export const blogRoutes: RemoteRoute[] = [
  { path: '/blog-grid/', title: 'Noticias', remote: 'blog', module: './BlogListPage' },
];
