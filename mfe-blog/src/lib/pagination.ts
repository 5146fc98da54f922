/** The query parameter that keeps the list page in the URL (1-based, for humans): ?pagina=2. */
export const PAGE_PARAM = 'pagina';

/** The 0-based page index the server wants, from ?pagina= (missing, bad or < 1 → the first page). */
export function pageIndexFromQuery(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 0;
  return Math.max(0, Number(value) - 1);
}

/** The query string for a 0-based page index; the first page has none, so /blog-grid/ stays canonical. */
export function queryForPage(index: number): string {
  return index <= 0 ? '' : `?${PAGE_PARAM}=${index + 1}`;
}

export function pageCount(total: number, pageSize: number): number {
  if (!(pageSize > 0) || !(total > 0)) return 1;
  return Math.ceil(total / pageSize);
}
