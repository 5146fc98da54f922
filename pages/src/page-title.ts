import type { PageTitle } from './route-table-schema.ts';

/** A page title in `language`, Spanish when the table has none in it. */
export function routeTitle(title: PageTitle, language = 'es'): string {
  return title[language] ?? title.es;
}
