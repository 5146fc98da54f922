import { pageCount, pageIndexFromQuery, queryForPage } from './pagination';

test('?pagina= is 1-based for people and 0-based for the server', () => {
  expect(pageIndexFromQuery('2')).toBe(1);
  expect(pageIndexFromQuery('1')).toBe(0);
});

test('a missing, zero, negative or non-numeric ?pagina= means the first page', () => {
  for (const value of [null, '', '0', '-3', 'dos', '1.5', '2abc']) expect(pageIndexFromQuery(value)).toBe(0);
});

test('the first page has no query string; others carry ?pagina=N', () => {
  expect(queryForPage(0)).toBe('');
  expect(queryForPage(3)).toBe('?pagina=4');
});

test('16 posts at 4 per page make 4 pages; 17 make 5; none make 1', () => {
  expect(pageCount(16, 4)).toBe(4);
  expect(pageCount(17, 4)).toBe(5);
  expect(pageCount(0, 4)).toBe(1);
});
