// Search and paging of every corporate list call ({ page, pageSize, q } → { data, total, page, pageSize }).
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { ListRequest } from '@portal/contract';

export interface PageWindow {
  page: number;
  pageSize: number;
  offset: number;
}

/** The page a list request asks for (1-based; defaults page 1 of 20). */
export function pageWindow(request: Pick<ListRequest, 'page' | 'pageSize'>): PageWindow {
  const page = request.page ?? 1;
  const pageSize = request.pageSize ?? 20;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** The paged answer of a list call. */
export function pagedAnswer<Item>(data: Item[], total: number, window: PageWindow) {
  return { res: 1 as const, data, total, page: window.page, pageSize: window.pageSize, message: '' };
}

/** `text` with LIKE's wildcards and the escape character escaped. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The words of a search, lower case (at most 8, so a pasted paragraph stays cheap). */
export function searchWords(q: string | undefined): string[] {
  return (q ?? '').toLowerCase().split(/\s+/).filter((word) => word !== '').slice(0, 8);
}

/**
 * Every word of `q` appears in one of `columns`, case-insensitively, in any order (SQLite folds
 * only ASCII letters; PostgreSQL every letter). No words: no condition.
 */
export function matchesWords<DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, columns: readonly string[], q: string | undefined): Expression<SqlBool> {
  const words = searchWords(q);
  if (words.length === 0) return sql<SqlBool>`1 = 1`;
  return eb.and(words.map((word) => {
    const pattern = `%${escapeLike(word)}%`;
    return eb.or(columns.map((column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`));
  }));
}
