/**
 * The slug of a title, as the detail routes use it: lowercase, accents stripped, every run of
 * other characters turned into one '-', no dash at either end. 'Diseño Web' → 'diseno-web'.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The item whose title has this slug, or undefined (an unknown slug shows the 404 page). */
export function findBySlug<T extends { title: string }>(items: readonly T[], slug: string | undefined): T | undefined {
  if (!slug) return undefined;
  const wanted = slug.toLowerCase();
  return items.find((item) => slugify(item.title) === wanted);
}
