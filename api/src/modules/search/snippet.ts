// The snippet of a search result: plain text around the first match, cut into parts so the browser
// highlights the matches as text (it never receives HTML to inject).
import { foldSearchText, type QueryTerm, type SnippetPart } from '@portal/contract';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of an HTML body: tags out, common entities decoded, white space collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d{1,6}|#x[0-9a-f]{1,5}|[a-z]{2,6});/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16) || 32);
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)) || 32);
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

const WORD = /[\p{L}\p{N}]+/gu;

/** Whether a folded word is one of the term's forms (a stem it starts with; each word of a phrase). */
function wordMatches(folded: string, terms: readonly QueryTerm[]): boolean {
  return terms.some((term) => term.forms.some((form) => form.split(' ').some((part) => folded.startsWith(part))));
}

/** About `length` characters of `text` around the first match, split into matched and plain parts. */
export function snippetParts(text: string, terms: readonly QueryTerm[], length = 180): SnippetPart[] {
  const words = [...text.matchAll(WORD)].map((m) => ({ start: m.index, end: m.index + m[0].length, match: wordMatches(foldSearchText(m[0]), terms) }));
  const first = words.find((word) => word.match);
  let start = 0;
  if (first && first.start > length / 3) {
    // Begin at a word a little before the match, so it reads in context.
    const before = words.filter((word) => word.start >= first.start - length / 3);
    start = before[0]?.start ?? first.start;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const last = words.filter((word) => word.end <= end).at(-1);
    end = last && last.end > start ? last.end : end;
  }
  const parts: SnippetPart[] = [];
  const push = (value: string, match: boolean) => {
    if (value === '') return;
    const previous = parts.at(-1);
    if (previous && previous.match === match) previous.text += value;
    else parts.push({ text: value, match });
  };
  if (start > 0) push('… ', false);
  let cursor = start;
  for (const word of words) {
    if (word.start < start || word.end > end || !word.match) continue;
    push(text.slice(cursor, word.start), false);
    push(text.slice(word.start, word.end), true);
    cursor = word.end;
  }
  push(text.slice(cursor, end), false);
  if (end < text.length) push(' …', false);
  return parts;
}
