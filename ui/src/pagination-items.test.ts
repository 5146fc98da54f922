import { paginationItems } from './pagination-items';

const labels = (page: number, count: number) => paginationItems(page, count).map((i) => (i.kind === 'gap' ? '…' : String(i.page)));

test('a single page needs no page links', () => {
  expect(paginationItems(1, 1)).toEqual([]);
});

test('a few pages are all listed', () => {
  expect(labels(1, 4)).toEqual(['1', '2', '3', '4']);
});

test('many pages show the first, the last, the current and its neighbours, with gaps', () => {
  expect(labels(10, 20)).toEqual(['1', '…', '9', '10', '11', '…', '20']);
  expect(labels(1, 20)).toEqual(['1', '2', '…', '20']);
  expect(labels(20, 20)).toEqual(['1', '…', '19', '20']);
});

test('a gap never hides just one page', () => {
  expect(labels(4, 20)).toEqual(['1', '2', '3', '4', '5', '…', '20']);
});
