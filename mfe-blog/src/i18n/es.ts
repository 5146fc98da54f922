// mfe-blog's Spanish texts. Key: the whole English sentence (shared/README.md, "Texts and languages").
// Group the entries by page or component, each group under a comment naming it.
import type { Catalogue } from '@portal/shared';

export const es: Catalogue = {
  // News list and landing news section
  News: 'Noticias',
  'Read More': 'Leer Más',
  'Read more': 'Leer más',
  'Loading...': 'Cargando...',
  'No news published yet.': 'Aún no hay noticias publicadas.',
  'The news of this page could not be loaded.': 'No se pudieron cargar las noticias de esta página.',
  'The news could not be loaded.': 'No se pudieron cargar las noticias.',
  'Go to the first page of news': 'Ir a la primera página de noticias',
  'News pages': 'Paginación de noticias',
  // Sidebar
  'News sidebar': 'Barra lateral de noticias',
  Search: 'Buscar',
  'Search the news': 'Buscar noticias',
  'Search...': 'Buscar...',
  'Follow us': 'Síguenos',
  'Recent News': 'Noticias Recientes',
  'No news yet.': 'Aún no hay noticias.',
  Notice: 'Aviso',
  'No social networks set up.': 'Sin redes sociales configuradas.',
  '{{name}} (opens in a new tab)': '{{name}} (se abre en una pestaña nueva)',
  // Pictures
  Video: 'Video',
  gallery: 'galería',
  'Gallery: {{title}}': 'Galería: {{title}}',
  '{{title}}, picture {{number}} of {{total}}': '{{title}}, imagen {{number}} de {{total}}',
  'Previous picture': 'Imagen anterior',
  'Next picture': 'Imagen siguiente',
  'Picture {{number}} of {{total}}': 'Imagen {{number}} de {{total}}',
  // Post page
  'Published:': 'Publicado:',
  'Updated:': 'Actualizado:',
  'Featured pictures': 'Imágenes destacadas',
  '{{title}}: featured picture {{number}}': '{{title}}: imagen destacada {{number}}',
  'Related Articles': 'Artículos Relacionados',
  'Back to the news': 'Volver a las noticias',
  // Video links in a body: the click-to-play facade
  'Play the video: {{title}} ({{provider}})': 'Reproducir el vídeo: {{title}} ({{provider}})',
  'Playing it loads the {{provider}} player.': 'Al reproducirlo se carga el reproductor de {{provider}}.',
  'Watch on {{provider}}': 'Ver en {{provider}}',
  'Video: {{title}}': 'Vídeo: {{title}}',
  // Dynamic pages
  'This page has no public files.': 'Esta página no tiene archivos públicos.',
  'The files of this page could not be loaded.': 'No se pudieron cargar los archivos de esta página.',
  'Loading files...': 'Cargando archivos...',
  Files: 'Archivos',
  'Page not available': 'Página no disponible',
  'This page could not be loaded. Check the link or try again later.': 'No se pudo cargar esta página. Revise el enlace o vuelva a intentarlo más tarde.',
  'Go to the home page': 'Ir al inicio',
  // Latest stories (template home sections)
  'Latest stories': 'Últimas noticias',
  // Demo archive pages
  Category: 'Categoría',
  Categories: 'Categorías',
  Author: 'Autor',
  Authors: 'Autores',
  Archive: 'Archivo',
  'There are no articles in this category.': 'No hay artículos en esta categoría.',
  'There are no articles by this author.': 'No hay artículos de este autor.',
  'There are no articles in this month.': 'No hay artículos en este mes.',
  '{{network}} of {{author}} (opens in a new tab)': '{{network}} de {{author}} (se abre en una pestaña nueva)',
  'Explore articles': 'Explorar artículos',
  'Choose another option from the list or see': 'Elija otra opción de la lista o vea',
  'all the news': 'todas las noticias',
  '(archive of {{month}})': '(archivo de {{month}})',
  'Read the article': 'Leer el artículo',
};
