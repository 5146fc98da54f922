import type { RemoteRoute } from '../types';

/** Routes owned by mfe-blog. */
export const blogRoutes: RemoteRoute[] = [
  { path: '/blog-grid/', title: 'Noticias', remote: 'blog', module: './BlogListPage' },
  { path: '/post/:slug', title: 'Noticia', remote: 'blog', module: './PostDetailPage' },
  { path: '/blog-details/:id', title: 'Noticia', remote: 'blog', module: './PostDetailPage' },
  { path: '/category/:slug', title: 'Categoría', remote: 'blog', module: './CategoryPage' },
  { path: '/author/:slug', title: 'Autor', remote: 'blog', module: './AuthorPage' },
  { path: '/archive/:slug', title: 'Archivo', remote: 'blog', module: './ArchivePage' },
  { path: '/page/*', title: 'Página', remote: 'blog', module: './DynamicPage' },
];
