import path from 'node:path';
import { keysMissingFrom } from '@portal/shared/testing/i18n-catalogue';
import { en } from './en';
import { es } from './es';

test('every key mfe-admin translates has a Spanish text', () => {
  expect(keysMissingFrom(path.join(__dirname, '..'), es)).toEqual([]);
});

test('every English entry overrides a key that exists', () => {
  expect(Object.keys(en).filter((key) => !(key in es))).toEqual([]);
});
