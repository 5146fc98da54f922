import { archiveLabel, demoFacets, filterDemoPosts, labelForSlug } from './demo-filters';
import { demoPosts } from './demo-posts';

test('a category slug finds its posts, newest first', () => {
  expect(filterDemoPosts('category', 'gobierno-digital').map((p) => p.id)).toEqual([1, 8]);
});

test('an author slug is made from the name without accents', () => {
  expect(filterDemoPosts('author', 'ana-lucia-mendez')).toHaveLength(3);
  expect(labelForSlug('author', 'ana-lucia-mendez')).toBe('Ana Lucía Méndez');
});

test('the archive groups posts by Spanish month and year', () => {
  expect(archiveLabel('2025-08-28')).toBe('Agosto 2025');
  expect(filterDemoPosts('archive', 'agosto-2025').map((p) => p.id)).toEqual([1, 2, 3]);
});

test('an unknown slug finds nothing and has no label', () => {
  expect(filterDemoPosts('category', 'no-existe')).toEqual([]);
  expect(labelForSlug('author', 'nadie')).toBeNull();
});

test('facets count every demo post exactly once', () => {
  for (const filter of ['category', 'author', 'archive'] as const) {
    expect(demoFacets(filter).reduce((n, f) => n + f.count, 0)).toBe(demoPosts.length);
  }
});

test('every demo post has the fields of the sample-post entity and a local picture', () => {
  for (const post of demoPosts) {
    expect(post.thumb.startsWith('data:image/svg+xml')).toBe(true);
    expect(post.author_avatar.startsWith('data:image/svg+xml')).toBe(true);
    expect(post.body.length).toBeGreaterThan(0);
    expect(['standard', 'gallery', 'video']).toContain(post.format);
  }
});
