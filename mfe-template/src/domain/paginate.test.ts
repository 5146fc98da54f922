import { WIDTH_PAGE_SIZE, WIDTH_SOURCE_COUNT } from '../data/listing';
import { PROJECTS } from '../data/projects';
import { pageFromQuery, paginate } from './paginate';

const first16 = PROJECTS.slice(0, WIDTH_SOURCE_COUNT);

describe('paginate', () => {
  it('splits the first 16 projects into pages of 6: 6, 6, 4', () => {
    expect(paginate(first16, 1, WIDTH_PAGE_SIZE.default).items.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(paginate(first16, 2, WIDTH_PAGE_SIZE.default).items).toHaveLength(6);
    const last = paginate(first16, 3, WIDTH_PAGE_SIZE.default);
    expect(last.items.map((p) => p.id)).toEqual([13, 14, 15, 16]);
    expect(last.pageCount).toBe(3);
  });

  it('splits them into two full pages of 8 on the four-column page', () => {
    const second = paginate(first16, 2, WIDTH_PAGE_SIZE.fourColumn);
    expect(second.pageCount).toBe(2);
    expect(second.items.map((p) => p.id)).toEqual([9, 10, 11, 12, 13, 14, 15, 16]);
  });

  it('shows the nearest real page for a page number out of range', () => {
    expect(paginate(first16, 99, 6).page).toBe(3);
    expect(paginate(first16, 0, 6).page).toBe(1);
    expect(paginate(first16, -4, 6).page).toBe(1);
    expect(paginate(first16, Number.NaN, 6).page).toBe(1);
  });

  it('has one empty page for an empty list', () => {
    expect(paginate([], 1, 6)).toEqual({ items: [], page: 1, pageCount: 1 });
  });
});

describe('pageFromQuery', () => {
  it('reads a positive whole number and treats anything else as page 1', () => {
    expect(pageFromQuery('3')).toBe(3);
    expect(pageFromQuery(null)).toBe(1);
    expect(pageFromQuery('abc')).toBe(1);
    expect(pageFromQuery('-2')).toBe(1);
    expect(pageFromQuery('2.5')).toBe(1);
  });
});
