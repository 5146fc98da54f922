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

export type PageItem = { kind: 'page'; index: number } | { kind: 'gap'; key: string };

/**
 * The page links to show: always the first and last, the current one and its neighbours, and a
 * gap ('…') where pages are left out, so a long archive stays one short row of links.
 */
export function paginationItems(current: number, count: number): PageItem[] {
  if (count <= 1) return [];
  const shown = new Set([0, count - 1, current - 1, current, current + 1].filter((i) => i >= 0 && i < count));
  // A gap of one page would hide a single link behind '…': show the page instead.
  for (const i of Array.from(shown)) {
    if (shown.has(i + 2) && !shown.has(i + 1)) shown.add(i + 1);
  }
  const sorted = Array.from(shown).sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((index, n) => {
    if (n > 0 && index - sorted[n - 1]! > 1) items.push({ kind: 'gap', key: `gap-${index}` });
    items.push({ kind: 'page', index });
  });
  return items;
}
