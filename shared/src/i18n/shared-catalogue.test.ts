import path from 'node:path';
import { keysMissingFrom } from '../testing/i18n-catalogue';
import { literalTextsIn } from '../testing/jsx-literals';
import { sharedEs } from './catalogue';

test('every key @portal/shared translates has a Spanish text', () => {
  // testing/ only names the helpers in its comments.
  expect(keysMissingFrom(path.join(__dirname, '..'), sharedEs).filter((entry) => !/— testing\//.test(entry))).toEqual([]);
});

test('no component of @portal/shared shows a literal sentence', () => {
  expect(literalTextsIn(path.join(__dirname, '..'))).toEqual([]);
});
