// SQL functions the schema's SQLite triggers call (registered on every connection that writes):
// search_text(html) is the text a reader sees, so the search index (2026-11-26-search) never holds
// tag or attribute names as words.
import type { DatabaseSync } from 'node:sqlite';

/** An HTML body as text: tags out, '&amp;' and friends as their characters. */
export function htmlToSearchText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/gi, ' ')
    .replace(/&amp;/gi, '&')
    .replace(/&lt;/gi, '<')
    .replace(/&gt;/gi, '>')
    .replace(/&quot;/gi, '"');
}

export function registerSqliteFunctions(database: DatabaseSync): void {
  database.function('search_text', { deterministic: true }, (html) => (typeof html === 'string' ? htmlToSearchText(html) : ''));
}
