import type { Catalogue } from '@portal/shared';

/** The texts of @portal/ui's parts: the same words as the containers that showed them before. */
export const es: Catalogue = {
  // Pagination
  Pagination: 'Paginación',
  Previous: 'Anterior',
  Next: 'Siguiente',
  Page: 'Página',
  '(page {{number}})': '(página {{number}})',
  // SocialLinks
  'Social networks': 'Redes sociales',
  '{{name}} (opens in a new tab)': '{{name}} (se abre en una pestaña nueva)',
  // SiteSearchBox
  Search: 'Buscar',
};
