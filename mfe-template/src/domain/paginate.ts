export interface PageOf<T> {
  items: T[];
  /** The page shown, 1-based, clamped into the existing pages. */
  page: number;
  pageCount: number;
}

/** One page of a list. A page number out of range (or not a number) shows the nearest real page. */
export function paginate<T>(items: readonly T[], requestedPage: number, perPage: number): PageOf<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / perPage));
  const whole = Number.isFinite(requestedPage) ? Math.trunc(requestedPage) : 1;
  const page = Math.min(Math.max(whole, 1), pageCount);
  const start = (page - 1) * perPage;
  return { items: items.slice(start, start + perPage), page, pageCount };
}

/** Reads a `?page=` value; anything that is not a positive whole number means page 1. */
export function pageFromQuery(value: string | null): number {
  if (!value || !/^\d+$/.test(value)) return 1;
  return Number(value);
}
