import { department, procedure, catalogue } from '../testing/fixtures';
import { cacheKey, readCachedCatalogue, writeCachedCatalogue } from './catalogue-cache';

const catastro = department(1, 'Catastro');
const doc = catalogue([procedure(1, 'Cédula catastral', catastro)], [catastro], 'abc123');

beforeEach(() => localStorage.clear());

test('stores the catalogue with its version per customer and reads it back', () => {
  expect(writeCachedCatalogue('sanrafael', doc, localStorage, 1000)).toBe(true);
  expect(readCachedCatalogue('sanrafael')).toEqual({ version: 'abc123', data: doc, savedAt: 1000 });
});

test('one customer never sees another customer\'s catalogue', () => {
  writeCachedCatalogue('sanrafael', doc);
  expect(readCachedCatalogue('santalucia')).toBeNull();
});

test('a damaged entry is dropped instead of breaking the page', () => {
  localStorage.setItem(cacheKey('sanrafael'), '{not json');
  expect(readCachedCatalogue('sanrafael')).toBeNull();
  localStorage.setItem(cacheKey('sanrafael'), JSON.stringify({ version: 1, data: {} }));
  expect(readCachedCatalogue('sanrafael')).toBeNull();
  expect(localStorage.getItem(cacheKey('sanrafael'))).toBeNull();
});

test('a full storage refuses the write without throwing', () => {
  const full = {
    ...localStorage,
    setItem: () => {
      throw new DOMException('quota', 'QuotaExceededError');
    },
    removeItem: jest.fn(),
  } as unknown as Storage;
  expect(writeCachedCatalogue('sanrafael', doc, full)).toBe(false);
  expect(full.removeItem).toHaveBeenCalledWith(cacheKey('sanrafael'));
});
