// Procedure search (spec section 5): case- and accent-insensitive over name, description,
// department name and price text. The query is plain text: matching uses `includes`, never a
// RegExp built from input, so '(' or '.*' is looked for literally.
// Issue 14, citizens' words: a word also matches its light Spanish stem at the start of a word with a
// short ending ('licencias' finds 'licencia', 'pagar' finds 'pago'), and the customer's synonyms
// ('partida' finds 'acta'); procedures whose name holds the words come before the others.
// A search that finds nothing is tried again with a word the catalogue does not have
// corrected by one letter ('nacimieto' → 'nacimiento'), the way the site search does.
import { closestWord, expandQuery, stemWord, type SynonymMap, type VocabularyWord } from '@portal/contract';
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
  /** The name's length: the haystack starts with the name, so a match before it is in the name. */
  nameLength: number;
}

/** Normalises each procedure's searchable text once per catalogue, so a keystroke only scans. */
export function buildSearchIndex(procedures: readonly Procedure[]): IndexedProcedure[] {
  return procedures.map((procedure) => ({
    procedure,
    nameLength: foldText(procedure.name).length,
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

/** Where `text` first has a word that starts with `stem` and ends within MAX_ENDING letters; -1 if nowhere. */
export function stemWordAt(text: string, stem: string): number {
  for (let at = text.indexOf(stem); at !== -1; at = text.indexOf(stem, at + 1)) {
    if (at > 0 && isLetter(text.charCodeAt(at - 1))) continue;
    let end = at + stem.length;
    while (end < text.length && isLetter(text.charCodeAt(end))) end += 1;
    if (end - at - stem.length <= MAX_ENDING) return at;
  }
  return -1;
}

/** True when `text` has a word that starts with `stem` and ends within MAX_ENDING letters. */
export function hasStemWord(text: string, stem: string): boolean {
  return stemWordAt(text, stem) !== -1;
}

/**
 * One query word and what may stand for it: texts to find anywhere (the word as typed, so a prefix
 * such as 'renov' still works; phrases of synonyms) and stems to find as whole words.
 */
export interface CatalogueTerm {
  anywhere: string[];
  stems: string[];
  /**
   * The word's own stem when the word starts with it (the usual case): a text without it has
   * neither the word nor the stem, so one scan rules both out (anywhere[0] and stems[0]).
   */
  guard: string | null;
}

/** The catalogue's terms of a query: whitespace-separated words; those made of letters get stems and synonyms. */
export function catalogueTerms(query: string, synonyms?: SynonymMap): CatalogueTerm[] {
  return queryTerms(query).map((word) => {
    if (!/^[a-z]+$/.test(word)) return { anywhere: [word], stems: [], guard: null };
    const anywhere = [word];
    const stems: string[] = [];
    const stem = stemWord(word);
    if (stem !== word) stems.push(stem);
    const guard = stem !== word && word.startsWith(stem) ? stem : null;
    for (const form of expandQuery(word, synonyms)[0]?.forms.slice(1) ?? []) {
      if (form.includes(' ')) anywhere.push(form);
      else if (!stems.includes(form)) stems.push(form);
    }
    return { anywhere, stems, guard };
  });
}

const NOWHERE = 0;
const ELSEWHERE = 1;
const IN_NAME = 2;

/** Where the term is in a haystack: NOWHERE, ELSEWHERE, or IN_NAME (before `nameLength`). One scan per form. */
function termPlace(text: string, nameLength: number, term: CatalogueTerm): number {
  let place = NOWHERE;
  const skipOwn = term.guard !== null && text.indexOf(term.guard) === -1;
  for (let i = skipOwn ? 1 : 0; i < term.anywhere.length; i += 1) {
    const part = term.anywhere[i]!;
    const at = text.indexOf(part);
    if (at === -1) continue;
    // The first occurrence: when the name has it, it comes first.
    if (at < nameLength) return IN_NAME;
    place = ELSEWHERE;
  }
  for (let i = skipOwn ? 1 : 0; i < term.stems.length; i += 1) {
    const stem = term.stems[i]!;
    const at = stemWordAt(text, stem);
    if (at === -1) continue;
    if (at < nameLength) return IN_NAME;
    place = ELSEWHERE;
  }
  return place;
}

/**
 * The procedures that match the query words and the department: those whose name holds more of the
 * words first, otherwise in catalogue order.
 */
export function filterProcedures(index: readonly IndexedProcedure[], { query, departmentId, synonyms }: ProcedureFilter): Procedure[] {
  const terms = catalogueTerms(query, synonyms);
  // One bucket per number of words found in the name; read from the most.
  const buckets: Procedure[][] = Array.from({ length: terms.length + 1 }, () => []);
  for (const entry of index) {
    if (departmentId !== null && entry.procedure.departmentId !== departmentId) continue;
    let inName = 0;
    for (const term of terms) {
      const place = termPlace(entry.haystack, entry.nameLength, term);
      if (place === NOWHERE) {
        inName = -1;
        break;
      }
      if (place === IN_NAME) inName += 1;
    }
    if (inName !== -1) buckets[inName]!.push(entry.procedure);
  }
  if (buckets.length === 1) return buckets[0]!;
  const result = buckets[buckets.length - 1]!;
  for (let count = buckets.length - 2; count >= 0; count -= 1) for (const procedure of buckets[count]!) result.push(procedure);
  return result;
}

/** The catalogue's words (folded, letters only, 3 or more) sorted, each with how many procedures have it. */
interface CatalogueVocabulary {
  sorted: string[];
  words: VocabularyWord[];
}

const vocabularies = new WeakMap<readonly IndexedProcedure[], CatalogueVocabulary>();

/** The words of an index, built the first time a search of it finds nothing (most never do). */
function vocabularyOf(index: readonly IndexedProcedure[]): CatalogueVocabulary {
  let vocabulary = vocabularies.get(index);
  if (vocabulary) return vocabulary;
  const counts = new Map<string, number>();
  for (const entry of index) {
    for (const word of new Set(entry.haystack.split(/[^a-z]+/))) if (word.length >= 3) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const sorted = [...counts.keys()].sort();
  vocabulary = { sorted, words: sorted.map((word) => ({ word, weight: counts.get(word)! })) };
  vocabularies.set(index, vocabulary);
  return vocabulary;
}

/** Whether some word of the sorted list starts with `prefix` (binary search). */
function hasWordStartingWith(sorted: readonly string[], prefix: string): boolean {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  return low < sorted.length && sorted[low]!.startsWith(prefix);
}

/**
 * The query with each word of letters that no procedure has (not even as the start of a word, nor
 * its stem) and that is no synonym replaced by the catalogue's closest word, one letter away; null
 * when no word changed.
 */
export function correctCatalogueQuery(index: readonly IndexedProcedure[], query: string, synonyms?: SynonymMap): string | null {
  const vocabulary = vocabularyOf(index);
  let changed = false;
  const words = queryTerms(query).map((word) => {
    if (!/^[a-z]{4,}$/.test(word)) return word;
    const stem = stemWord(word);
    if (synonyms?.has(stem) || hasWordStartingWith(vocabulary.sorted, stem)) return word;
    const near = vocabulary.words.filter((entry) => Math.abs(entry.word.length - word.length) <= 1);
    const replacement = closestWord(word, near, 1);
    if (replacement) changed = true;
    return replacement ?? word;
  });
  return changed ? words.join(' ') : null;
}

/** What the catalogue shows for a filter: the procedures, and the corrected query when a typo was forgiven. */
export interface CatalogueSearchResult {
  procedures: Procedure[];
  correctedQuery: string | null;
}

/** filterProcedures, and when it finds nothing, the same filter with the query's typo corrected. */
export function searchCatalogue(index: readonly IndexedProcedure[], filter: ProcedureFilter): CatalogueSearchResult {
  const procedures = filterProcedures(index, filter);
  if (procedures.length > 0 || filter.query.trim() === '') return { procedures, correctedQuery: null };
  const corrected = correctCatalogueQuery(index, filter.query, filter.synonyms);
  if (corrected === null) return { procedures, correctedQuery: null };
  const found = filterProcedures(index, { ...filter, query: corrected });
  return found.length > 0 ? { procedures: found, correctedQuery: corrected } : { procedures, correctedQuery: null };
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
