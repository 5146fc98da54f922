// Procedure search (spec section 5): case- and accent-insensitive over name, description,
// department name and price text. The query is plain text: matching uses `includes`, never a
// RegExp built from input, so '(' or '.*' is looked for literally.
// Issue 14, citizens' words: a word also matches its light Spanish stem at the start of a word with a
// short ending ('licencias' finds 'licencia', 'pagar' finds 'pago'), and the customer's synonyms
// ('partida' finds 'acta'); procedures whose name holds the words come before the others.
import { expandQuery, stemWord, type SynonymMap } from '@portal/contract';
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
  /** The folded name alone (the start of haystack), for ranking name matches first. */
  name: string;
}

/** Normalises each procedure's searchable text once per catalogue, so a keystroke only scans. */
export function buildSearchIndex(procedures: readonly Procedure[]): IndexedProcedure[] {
  return procedures.map((procedure) => ({
    procedure,
    name: foldText(procedure.name),
    // Query terms never hold white space, so the haystack only needs folding, once, as one string.
    haystack: foldText([procedure.name, procedure.description, procedure.department?.name ?? '', ...priceSearchTerms(procedure)].join('\n')),
  }));
}

export interface ProcedureFilter {
  query: string;
  /** Only procedures of this department; null for every department. */
  departmentId: number | null;
  /** The customer's synonyms (procedures.json `synonyms`); none when absent. */
  synonyms?: SynonymMap;
}

/** Letters a word may have after a stem and still count as the same word ('pag' + 'ar', 'licenci' + 'as'). */
const MAX_ENDING = 4;

const isLetter = (code: number) => (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code > 127;

/** True when `text` has a word that starts with `stem` and ends within MAX_ENDING letters. */
export function hasStemWord(text: string, stem: string): boolean {
  for (let at = text.indexOf(stem); at !== -1; at = text.indexOf(stem, at + 1)) {
    if (at > 0 && isLetter(text.charCodeAt(at - 1))) continue;
    let end = at + stem.length;
    while (end < text.length && isLetter(text.charCodeAt(end))) end += 1;
    if (end - at - stem.length <= MAX_ENDING) return true;
  }
  return false;
}

/**
 * One query word and what may stand for it: texts to find anywhere (the word as typed, so a prefix
 * such as 'renov' still works; phrases of synonyms) and stems to find as whole words.
 */
export interface CatalogueTerm {
  anywhere: string[];
  stems: string[];
}

/** The catalogue's terms of a query: whitespace-separated words; those made of letters get stems and synonyms. */
export function catalogueTerms(query: string, synonyms?: SynonymMap): CatalogueTerm[] {
  return queryTerms(query).map((word) => {
    if (!/^[a-z]+$/.test(word)) return { anywhere: [word], stems: [] };
    const anywhere = [word];
    const stems: string[] = [];
    const stem = stemWord(word);
    if (stem !== word) stems.push(stem);
    for (const form of expandQuery(word, synonyms)[0]?.forms.slice(1) ?? []) {
      if (form.includes(' ')) anywhere.push(form);
      else stems.push(form);
    }
    return { anywhere, stems };
  });
}

function termMatches(text: string, term: CatalogueTerm): boolean {
  for (const part of term.anywhere) if (text.includes(part)) return true;
  for (const stem of term.stems) if (hasStemWord(text, stem)) return true;
  return false;
}

/**
 * The procedures that match the query words and the department: those whose name holds more of the
 * words first, otherwise in catalogue order.
 */
export function filterProcedures(index: readonly IndexedProcedure[], { query, departmentId, synonyms }: ProcedureFilter): Procedure[] {
  const terms = catalogueTerms(query, synonyms);
  // One bucket per number of words found in the name; concatenated from the most.
  const buckets: Procedure[][] = Array.from({ length: terms.length + 1 }, () => []);
  for (const entry of index) {
    if (departmentId !== null && entry.procedure.departmentId !== departmentId) continue;
    let matches = true;
    for (const term of terms) {
      if (!termMatches(entry.haystack, term)) {
        matches = false;
        break;
      }
    }
    if (!matches) continue;
    let inName = 0;
    for (const term of terms) if (termMatches(entry.name, term)) inName += 1;
    buckets[inName]!.push(entry.procedure);
  }
  return buckets.length === 1 ? buckets[0]! : buckets.reverse().flat();
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
