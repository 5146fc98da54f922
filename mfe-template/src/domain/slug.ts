import { slugify } from '@portal/shared';

// One slug rule for the whole site (shared/src/domain/slug.ts): links and lookups must agree.
export { slugify };

/** The item whose title has this slug, or undefined (an unknown slug shows the 404 page). */
export function findBySlug<T extends { title: string }>(items: readonly T[], slug: string | undefined): T | undefined {
  if (!slug) return undefined;
  const wanted = slug.toLowerCase();
  return items.find((item) => slugify(item.title) === wanted);
}
