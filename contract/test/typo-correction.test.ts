// Forgiving typos: the same rules for the catalogue (browser) and the site search (server).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { closestWord, editDistance, typoAllowance } from '@portal/contract';

test('the edit distance counts a letter added, missing, changed, or two neighbours swapped as one', () => {
  assert.equal(editDistance('nacimieto', 'nacimiento', 2), 1);
  assert.equal(editDistance('liscencia', 'licencia', 2), 1);
  assert.equal(editDistance('basra', 'basura', 2), 1);
  assert.equal(editDistance('nacimeinto', 'nacimiento', 2), 1);
  assert.equal(editDistance('licenca', 'licencia', 2), 1);
  assert.equal(editDistance('licensia', 'licencia', 2), 1);
  assert.equal(editDistance('acta', 'acta', 2), 0);
  assert.equal(editDistance('nacmieto', 'nacimiento', 2), 2);
});

test('a word far from the other answers more than the limit, without finishing the table', () => {
  assert.equal(editDistance('zzqxw', 'basura', 1), 2);
  assert.equal(editDistance('a', 'abcdef', 2), 3);
});

test('short words are never guessed; longer ones may be one or two letters off', () => {
  assert.deepEqual(['de', 'gas', 'acta', 'basra', 'licenca', 'liscencia'].map(typoAllowance), [0, 0, 1, 1, 2, 2]);
});

test('the closest word wins, then the commoner one, then the first in alphabetical order', () => {
  const words = [{ word: 'nacimiento', weight: 3 }, { word: 'nombramiento', weight: 9 }, { word: 'casa', weight: 5 }, { word: 'cosa', weight: 5 }];
  assert.equal(closestWord('nacimieto', words), 'nacimiento');
  assert.equal(closestWord('cksa', words), 'casa');
  assert.equal(closestWord('zzqxw', words), null);
  assert.equal(closestWord('nacimiento', words), null, 'the word itself is no correction');
  assert.equal(closestWord('gas', [{ word: 'gis', weight: 1 }]), null, 'three letters are too few to guess');
  assert.equal(closestWord('nacmieto', words, 1), null, 'two letters off is too far when one is the most');
});
