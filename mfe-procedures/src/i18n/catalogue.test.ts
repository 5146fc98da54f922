import path from 'node:path';
import { keysMissingFrom } from '@portal/shared/testing/i18n-catalogue';
import { literalTextsIn } from '@portal/shared/testing/jsx-literals';
import { en } from './en';
import { es } from './es';
import { citizenFolderEs } from '../citizen-folder/es';

test('every key mfe-procedures translates has a Spanish text', () => {
  expect(keysMissingFrom(path.join(__dirname, '..'), { ...es, ...citizenFolderEs })).toEqual([]);
});

test('every English entry overrides a key that exists', () => {
  expect(Object.keys(en).filter((key) => !(key in es))).toEqual([]);
});

test('no component shows a literal sentence: visible text goes through t()', () => {
  expect(literalTextsIn(path.join(__dirname, '..'))).toEqual([]);
});
