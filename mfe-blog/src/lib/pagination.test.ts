import { pageCount, pageIndexFromQuery, paginationItems, queryForPage } from './pagination';

const labels = (current: number, count: number) =>
  paginationItems(current, count).map((i) => (i.kind === 'gap' ? '…' : String(i.index + 1)));

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

test('a single page needs no page links', () => {
  expect(paginationItems(0, 1)).toEqual([]);
});

test('a few pages are all listed', () => {
  expect(labels(0, 4)).toEqual(['1', '2', '3', '4']);
});

test('many pages show the first, the last, the current and its neighbours, with gaps', () => {
  expect(labels(9, 20)).toEqual(['1', '…', '9', '10', '11', '…', '20']);
  expect(labels(0, 20)).toEqual(['1', '2', '…', '20']);
  expect(labels(19, 20)).toEqual(['1', '…', '19', '20']);
});

test('a gap never hides just one page', () => {
  expect(labels(3, 20)).toEqual(['1', '2', '3', '4', '5', '…', '20']);
});
