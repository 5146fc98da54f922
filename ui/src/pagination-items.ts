/** One entry of a page row: a page (1-based, as people count) or a gap ('…') where pages are left out. */
export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * The page links to show: always the first and last, the current one and its neighbours, and a
 * gap where pages are left out, so a long list stays one short row of links. Nothing for one page.
 */
export function paginationItems(page: number, pageCount: number): PageItem[] {
  if (pageCount <= 1) return [];
  const shown = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  // A gap of one page would hide a single link behind '…': show the page instead.
  for (const n of Array.from(shown)) {
    if (shown.has(n + 2) && !shown.has(n + 1)) shown.add(n + 1);
  }
  const sorted = Array.from(shown).sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((n, position) => {
    if (position > 0 && n - sorted[position - 1]! > 1) items.push({ kind: 'gap', key: `gap-${n}` });
    items.push({ kind: 'page', page: n });
  });
  return items;
}
