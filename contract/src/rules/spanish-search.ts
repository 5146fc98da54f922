// Search in citizens' words (issue 14): the same light Spanish stemming and synonym expansion in the
// procedures catalogue (in the browser) and in the site search (on the server), so a word finds the
// same procedures in both. Plain string work only: no RegExp is ever built from what was typed.

// Combining marks left by NFD ('á' → 'a' + U+0301); removing them makes 'tramite' find 'trámite'.
const COMBINING_MARKS = /[\u0300-\u036f]/g;
const NON_ASCII = /[^\x00-\x7f]/;

/** Lower case with accents removed ('Recolección' → 'recoleccion'); 'ñ' becomes 'n' too. */
export function foldSearchText(text: string): string {
  // Most text is plain ASCII: skipping NFD there keeps indexing a big catalogue fast.
  const bare = NON_ASCII.test(text) ? text.normalize('NFD').replace(COMBINING_MARKS, '') : text;
  return bare.toLowerCase();
}

/** The words of a text, folded: runs of letters and digits (quotes, '*', ':' and '-' separate words). */
export function searchWords(text: string): string[] {
  return foldSearchText(text).split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');
}

// Endings removed by the stemmer, longest first. Nouns and verbs of one family share what is left:
// 'pagar', 'pago', 'pagos' → 'pag'; 'licencia', 'licencias' → 'licenci'; 'vehiculos' → 'vehicul'.
const PLURAL_ENDINGS = ['iones', 'ces', 'es', 's'] as const;
const FINAL_ENDINGS = ['ar', 'er', 'ir', 'o', 'a', 'e'] as const;
/** Words shorter than this are left alone ('de', 'la', 'gas'); a stem keeps at least MIN_STEM letters. */
const MIN_WORD = 4;
const MIN_STEM = 3;

/**
 * A light Spanish stem of one folded word: plural endings ('-es', '-s', '-ces' → 'z', '-iones' →
 * '-ion'), then one final vowel or infinitive ending. Deliberately light: the result is matched as
 * the start of a word (or inside a text), so typing 'renov' still finds 'renovación'.
 */
export function stemWord(word: string): string {
  if (word.length < MIN_WORD || !/^[a-z]+$/.test(word)) return word;
  let stem = word;
  for (const ending of PLURAL_ENDINGS) {
    if (!stem.endsWith(ending) || stem.length - ending.length < MIN_STEM) continue;
    if (ending === 'iones') stem = `${stem.slice(0, -5)}ion`;
    else if (ending === 'ces') stem = `${stem.slice(0, -3)}z`;
    // 'es' only after a consonant ('permisos' keeps its 'o' rule, 'leyes' → 'ley', 'actas' → 'acta').
    else if (ending === 'es' && /[aeiou]$/.test(stem.slice(0, -2))) continue;
    else stem = stem.slice(0, -ending.length);
    break;
  }
  for (const ending of FINAL_ENDINGS) {
    if (stem.endsWith(ending) && stem.length - ending.length >= MIN_STEM) {
      stem = stem.slice(0, -ending.length);
      break;
    }
  }
  return stem;
}

/** The longest query the site search accepts (a longer one is refused with a Spanish message). */
export const SEARCH_QUERY_MAX = 200;
/** Results per group and page of the site search. */
export const SEARCH_PAGE_SIZE = 10;

/** One synonym entry: what citizens type (`term`) and the words the site uses instead. */
export interface SynonymEntry {
  term: string;
  alternatives: string[];
}

/** The synonym list keyed by each term's stem, so 'partidas' finds the entry of 'partida'. */
export type SynonymMap = ReadonlyMap<string, readonly string[]>;

/** Builds the lookup of a customer's synonym list; alternatives are folded (a phrase stays a phrase). */
export function synonymMap(entries: readonly SynonymEntry[]): SynonymMap {
  const map = new Map<string, string[]>();
  for (const entry of entries) {
    const words = searchWords(entry.term);
    if (words.length !== 1) continue;
    const key = stemWord(words[0]!);
    const list = map.get(key) ?? [];
    for (const alternative of entry.alternatives) {
      const folded = searchWords(alternative).join(' ');
      if (folded !== '' && !list.includes(folded)) list.push(folded);
    }
    map.set(key, list);
  }
  return map;
}

/**
 * One word of a query and what may stand for it: its stem first, then its synonyms (each a stemmed
 * word, or a folded phrase of several words). A text matches the word when it holds any of them.
 */
export interface QueryTerm {
  word: string;
  forms: string[];
}

/** Most words a query is searched for; the rest of a very long query is ignored. */
export const MAX_QUERY_WORDS = 8;

// Little words that say nothing about what is sought ('acta de nacimiento'): left out of a query
// that has other words, kept when they are all there is.
const STOP_WORDS = new Set(['a', 'al', 'con', 'de', 'del', 'el', 'en', 'la', 'las', 'lo', 'los', 'mi', 'o', 'para', 'por', 'que', 'se', 'su', 'un', 'una', 'y']);

/** The query's words (at most MAX_QUERY_WORDS), each with its stem and its synonyms' forms. */
export function expandQuery(query: string, synonyms: SynonymMap = new Map()): QueryTerm[] {
  const seen = new Set<string>();
  const terms: QueryTerm[] = [];
  const all = searchWords(query);
  const meaningful = all.filter((word) => !STOP_WORDS.has(word));
  for (const word of meaningful.length > 0 ? meaningful : all) {
    if (seen.has(word)) continue;
    seen.add(word);
    const stem = stemWord(word);
    const forms = [stem];
    for (const alternative of synonyms.get(stem) ?? []) {
      const form = alternative.includes(' ') ? alternative : stemWord(alternative);
      if (!forms.includes(form)) forms.push(form);
    }
    terms.push({ word, forms });
    if (terms.length === MAX_QUERY_WORDS) break;
  }
  return terms;
}
