import path from 'node:path';
import { keysMissingFrom } from '@portal/shared/testing/i18n-catalogue';
import { literalTextsIn } from '@portal/shared/testing/jsx-literals';
import { uiEs } from './catalogue';

test('every key @portal/ui translates has a Spanish text', () => {
  expect(keysMissingFrom(path.join(__dirname, '..'), uiEs)).toEqual([]);
});

test('no part shows a literal sentence: visible text goes through t() or comes from the caller', () => {
  expect(literalTextsIn(path.join(__dirname, '..'))).toEqual([]);
});
