// Procedure search (spec section 5): case- and accent-insensitive over name, description,
// department name and price text. The query is plain text: matching uses `includes`, never a
// RegExp built from input, so '(' or '.*' is looked for literally.
import { priceSearchTerms } from './price.ts';
import type { Procedure } from '@portal/contract';

// Combining marks left by NFD ('á' → 'a' + U+0301); removing them makes 'tramite' find 'trámite'.
const COMBINING_MARKS = /[\u0300-\u036f]/g;
const NON_ASCII = /[^\x00-\x7f]/;

/** Lower case with accents removed ('Renovación' → 'renovacion'); white space is left as it is. */
export function foldText(text: string): string {
  // Most text is plain ASCII: skipping NFD there makes indexing a big catalogue several times faster.
  const bare = NON_ASCII.test(text) ? text.normalize('NFD').replace(COMBINING_MARKS, '') : text;
  return bare.toLowerCase();
}

/** foldText, with every run of white space (including no-break spaces) made one space and trimmed. */
export function normalizeText(text: string): string {
  return foldText(text).replace(/\s+/g, ' ').trim();
}

/** The words of a query, normalised; a procedure matches when its text contains every one. */
export function queryTerms(query: string): string[] {
  const normalized = normalizeText(query);
  return normalized === '' ? [] : normalized.split(' ');
}

export interface IndexedProcedure {
  procedure: Procedure;
  /** Every searchable field, normalised once, joined by a line break so a term never spans two fields. */
  haystack: string;
}

/** Normalises each procedure's searchable text once per catalogue, so a keystroke only scans. */
export function buildSearchIndex(procedures: readonly Procedure[]): IndexedProcedure[] {
  return procedures.map((procedure) => ({
    procedure,
    // Query terms never hold white space, so the haystack only needs folding, once, as one string.
    haystack: foldText([procedure.name, procedure.description, procedure.department?.name ?? '', ...priceSearchTerms(procedure)].join('\n')),
  }));
}

export interface ProcedureFilter {
  query: string;
  /** Only procedures of this department; null for every department. */
  departmentId: number | null;
}

/** The procedures that match the query words and the department, in catalogue order. */
export function filterProcedures(index: readonly IndexedProcedure[], { query, departmentId }: ProcedureFilter): Procedure[] {
  const terms = queryTerms(query);
  const result: Procedure[] = [];
  for (const entry of index) {
    if (departmentId !== null && entry.procedure.departmentId !== departmentId) continue;
    let matches = true;
    for (const term of terms) {
      if (!entry.haystack.includes(term)) {
        matches = false;
        break;
      }
    }
    if (matches) result.push(entry.procedure);
  }
  return result;
}

const indexes = new WeakMap<readonly Procedure[], IndexedProcedure[]>();

/** buildSearchIndex, kept per catalogue array: returning to the page does not normalise again. */
export function searchIndexFor(procedures: readonly Procedure[]): IndexedProcedure[] {
  let index = indexes.get(procedures);
  if (!index) {
    index = buildSearchIndex(procedures);
    indexes.set(procedures, index);
  }
  return index;
}
