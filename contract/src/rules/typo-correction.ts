// Forgiving a typo: 'nacimieto', 'liscencia' and 'basra' are one or two letters away from
// 'nacimiento', 'licencia' and 'basura'. The catalogue (in the browser) and the site search (on the
// server) correct a query the same way: a word that is not the start of any word the site has is
// replaced by the closest word it has, within a few letters. Plain string work, no RegExp from input.

/**
 * How many letters a word may be off by and still count as a typo of another: none for words of up
 * to 3 letters ('de', 'gas' are too short to guess), one up to 5 ('basra'), two from 6 ('liscencia').
 */
export function typoAllowance(word: string): number {
  if (word.length <= 3) return 0;
  return word.length <= 5 ? 1 : 2;
}

/**
 * The edit distance of two words (a letter added, missing, changed, or two neighbours swapped), or
 * `max + 1` as soon as it is certain to be larger than `max` (most words of a vocabulary are far from
 * the typed one, and are ruled out after a row or two).
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = new Array<number>(b.length + 1).fill(0);
    current[0] = i;
    let best = current[0];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      // Two neighbouring letters typed the other way round count as one slip ('nacimietno').
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length]!, max + 1);
}

/** A word the site has, and how many of its entries have it (ties go to the commoner word). */
export interface VocabularyWord {
  word: string;
  weight: number;
}

/**
 * The closest word of `candidates` to `typed` within its typo allowance: fewest letters off, then the
 * commonest, then the first in alphabetical order (so the answer never depends on the candidates'
 * order); null when none is close enough. `typed` is folded (searchWords) and a candidate equal to it
 * is not a correction. `most` lowers the allowance (the catalogue, filtering at every keystroke, forgives one letter).
 */
export function closestWord(typed: string, candidates: Iterable<VocabularyWord>, most = 2): string | null {
  const allowance = Math.min(typoAllowance(typed), most);
  if (allowance === 0) return null;
  let best: VocabularyWord | null = null;
  let bestDistance = allowance + 1;
  for (const candidate of candidates) {
    if (candidate.word === typed || candidate.word.length < 3) continue;
    const distance = editDistance(typed, candidate.word, Math.min(allowance, bestDistance));
    if (distance > allowance) continue;
    if (
      best === null || distance < bestDistance
      || (distance === bestDistance && (candidate.weight > best.weight || (candidate.weight === best.weight && candidate.word < best.word)))
    ) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best?.word ?? null;
}
