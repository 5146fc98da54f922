// 'Quizás quiso decir …': a query that found nothing is corrected word by word to the
// closest words the index has (2026-11-29-search-typos). A word is left alone when some indexed word
// starts with it or with its stem (it was a prefix, or the search would have found it) or when it is
// a synonym the customer keeps; the others become the closest indexed word or synonym within their
// typo allowance (@portal/contract closestWord). The caller offers the correction only when it finds
// something, so a word of another customer's index is never suggested for nothing.
import { sql } from 'kysely';
import { closestWord, MAX_QUERY_WORDS, searchWords, stemWord, typoAllowance, type SynonymEntry, type VocabularyWord } from '@portal/contract';
import { isPostgres, READER_THREAD, type Db } from '../../db/database.ts';
import type { CachedBody, ReadCache } from '../../http/read-cache.ts';

/** What the correction asks of the index. */
export interface Vocabulary {
  /** Whether some indexed word starts with `prefix`. */
  hasWordStartingWith(prefix: string): Promise<boolean>;
  /** Indexed words that may be close to `word` (the correction measures how close). */
  candidates(word: string): Promise<VocabularyWord[]>;
}

/** Folded words of letters only: numbers and the index's scope words ('procedurex31') are never typos. */
const isPlainWord = (word: string) => /^[a-z]{3,30}$/.test(word);

/** A sorted word list with each word's entry count: prefixes by binary search, candidates by length. */
class SortedVocabulary implements Vocabulary {
  readonly #words: VocabularyWord[];
  constructor(words: VocabularyWord[]) {
    this.#words = words.sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
  }

  async hasWordStartingWith(prefix: string): Promise<boolean> {
    let low = 0;
    let high = this.#words.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.#words[middle]!.word < prefix) low = middle + 1;
      else high = middle;
    }
    return low < this.#words.length && this.#words[low]!.word.startsWith(prefix);
  }

  async candidates(word: string): Promise<VocabularyWord[]> {
    const allowance = typoAllowance(word);
    return this.#words.filter((entry) => Math.abs(entry.word.length - word.length) <= allowance);
  }
}

// The parsed vocabulary of each cached answer: it is read from the index once per content change
// (the read cache drops it on every write, on every instance) and parsed once per read.
const parsed = new WeakMap<CachedBody, SortedVocabulary>();

/**
 * SQLite: every word of the FTS5 index with its entry count (fts5vocab), read once per content
 * change through the read cache. A few thousand words for a city; reading them costs ~5 ms, looking
 * through them a fraction of one.
 */
async function sqliteVocabulary(db: Db, cache: ReadCache): Promise<Vocabulary> {
  const cached = await cache.get('search:vocabulary', async () => {
    const rows = await sql<{ term: string; doc: number }>`${sql.raw(READER_THREAD)}select term, doc from search_vocabulary`.execute(db);
    return JSON.stringify(rows.rows.filter((row) => isPlainWord(row.term) && !/^(procedure|post|page|draft)x/.test(row.term)).map((row) => [row.term, Number(row.doc)]));
  });
  let vocabulary = parsed.get(cached);
  if (!vocabulary) {
    const words = (JSON.parse(cached.body.toString('utf8')) as [string, number][]).map(([word, weight]) => ({ word, weight }));
    vocabulary = new SortedVocabulary(words);
    parsed.set(cached, vocabulary);
  }
  return vocabulary;
}

/** PostgreSQL: `search_words` by prefix (its byte-ordered key) and by trigram similarity (pg_trgm, when installed). */
function postgresVocabulary(db: Db): Vocabulary {
  return {
    async hasWordStartingWith(prefix) {
      const { rows } = await sql<{ found: boolean }>`select exists (select 1 from search_words where word >= ${prefix} and word < ${prefix} || chr(1114111)) as found`.execute(db);
      return Boolean(rows[0]?.found);
    },
    async candidates(word) {
      const { rows } = await sql<{ word: string }>`select portal_similar_words as word from portal_similar_words(${word})`.execute(db);
      // The function answers the most similar first: the rank breaks ties of equal distance.
      return rows.map((row, index) => ({ word: row.word, weight: rows.length - index }));
    },
  };
}

/** The vocabulary of the database's index. */
export function indexVocabulary(db: Db, cache: ReadCache): Promise<Vocabulary> {
  return isPostgres(db) ? Promise.resolve(postgresVocabulary(db)) : sqliteVocabulary(db, cache);
}

/**
 * The query with each word the index does not know replaced by the closest one it knows (or the
 * closest of the customer's synonym words), as folded words joined by spaces; null when no word
 * needed or found a correction.
 */
export async function correctQuery(q: string, synonyms: readonly SynonymEntry[], vocabulary: Vocabulary): Promise<string | null> {
  const words = searchWords(q);
  const synonymWords = synonyms.flatMap((entry) => searchWords(entry.term)).filter(isPlainWord);
  const synonymStems = new Set(synonymWords.map(stemWord));
  let changed = false;
  // The search reads MAX_QUERY_WORDS words at most: a longer query costs no more look-ups than that.
  let looked = 0;
  const corrected: string[] = [];
  for (const word of words) {
    const stem = stemWord(word);
    const known = !isPlainWord(word) || typoAllowance(word) === 0 || synonymStems.has(stem) || looked++ >= MAX_QUERY_WORDS
      || await vocabulary.hasWordStartingWith(stem);
    const replacement = known ? null : closestWord(word, [...await vocabulary.candidates(word), ...synonymWords.map((synonym) => ({ word: synonym, weight: 0 }))]);
    if (replacement) changed = true;
    corrected.push(replacement ?? word);
  }
  return changed ? corrected.join(' ') : null;
}
