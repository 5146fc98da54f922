// The call tables of docs/corporate-api.md, written from the table of calls and their notes. The page
// keeps its prose; each table is a block `<!-- calls: holidayList holidayAdd … -->…<!-- /calls -->`
// that `npm run api-doc` fills in, so a call removed from the table leaves the page with it, and
// a staff call the page does not place is reported.
import type { CallDefinition } from '../calls/define-call.ts';
import { audienceOf, CALLS } from './call-schemas.ts';
import { CALL_NOTES, type CallNote } from './call-notes.ts';

const BLOCK = /<!-- calls: ([^>]*?) -->[\s\S]*?<!-- \/calls -->/g;
const CORPORATE_PATH = '/api/v2/corporate/';

function cell(text: string | undefined): string {
  return (text ?? '').replace(/\n/g, ' ');
}

function table(keys: readonly string[]): string {
  const entries = keys.map((key) => {
    const call: CallDefinition | undefined = CALLS[key];
    if (!call) throw new Error(`docs/corporate-api.md names ${key}, which the table of calls does not have.`);
    return { key, call, note: (CALL_NOTES as Record<string, CallNote | undefined>)[key] ?? {} };
  });
  const corporate = entries.every(({ call }) => audienceOf(call) === 'corporate');
  const errors = entries.some(({ note }) => note.errors !== undefined);
  const header = corporate
    ? ['call', 'role', 'request (besides `customer_id`)', 'answer `data`', ...(errors ? ['errors'] : [])]
    : ['call', 'request', 'answer', ...(errors ? ['errors'] : [])];
  const rows = entries.map(({ call, note }) => {
    const name = corporate ? `\`${call.path.slice(CORPORATE_PATH.length, -1)}\`` : `\`${call.method} ${call.path}\``;
    const request = note.request ?? (call.request ? `\`${call.request.replace(/Schema$/, '')}\`` : '');
    const answer = note.answer ?? (call.response ? `\`${call.response.replace(/Schema$/, '')}\`` : '');
    return [name, ...(corporate ? [typeof call.role === 'string' ? call.role : call.role.join(', ')] : []), cell(request), cell(answer), ...(errors ? [cell(note.errors)] : [])];
  });
  return [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n').replace(/\| --- \|/g, '|---|').replace(/\|( ---)/g, '|---').replace(/--- \|/g, '---|');
}

/** The page with every block's table written anew from the table of calls. */
export function renderApiDoc(page: string): string {
  return page.replace(BLOCK, (_block, keys: string) => `<!-- calls: ${keys} -->\n${table(keys.trim().split(/\s+/))}\n<!-- /calls -->`);
}

/** The staff and corporate calls of the table that no block of the page lists. */
export function callsMissingFromApiDoc(page: string): string[] {
  const listed = new Set([...page.matchAll(BLOCK)].flatMap((match) => match[1]!.trim().split(/\s+/)));
  return Object.entries(CALLS).filter(([key, call]) => audienceOf(call) !== 'public' && !listed.has(key)).map(([key]) => key);
}
