import { slugify } from '@portal/shared';
import { demoPosts, type DemoPost } from './demo-posts';

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** 'Agosto 2025' for a yyyy-mm-dd date (read as a calendar date, no time zone shift). */
export function archiveLabel(postDate: string): string {
  const [year, month] = postDate.split('-').map(Number);
  const name = MONTHS[(month ?? 1) - 1] ?? '';
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${year}`;
}

export const categorySlug = (p: DemoPost) => slugify(p.category);
export const authorSlug = (p: DemoPost) => slugify(p.author_name);
export const archiveSlug = (p: DemoPost) => slugify(archiveLabel(p.post_date));

export type DemoFilter = 'category' | 'author' | 'archive';

const slugOf: Record<DemoFilter, (p: DemoPost) => string> = { category: categorySlug, author: authorSlug, archive: archiveSlug };
const labelOf: Record<DemoFilter, (p: DemoPost) => string> = {
  category: (p) => p.category,
  author: (p) => p.author_name,
  archive: (p) => archiveLabel(p.post_date),
};

/** The demo posts whose category / author / month has this slug, newest first. */
export function filterDemoPosts(filter: DemoFilter, slug: string, posts: DemoPost[] = demoPosts): DemoPost[] {
  const wanted = slug.toLowerCase();
  return posts.filter((p) => slugOf[filter](p) === wanted).sort((a, b) => b.post_date.localeCompare(a.post_date));
}

/** Every distinct value of a filter, with its slug and how many posts it has, in first-seen order. */
export function demoFacets(filter: DemoFilter, posts: DemoPost[] = demoPosts): { slug: string; label: string; count: number }[] {
  const facets = new Map<string, { slug: string; label: string; count: number }>();
  for (const p of posts) {
    const slug = slugOf[filter](p);
    const facet = facets.get(slug) ?? { slug, label: labelOf[filter](p), count: 0 };
    facet.count += 1;
    facets.set(slug, facet);
  }
  return Array.from(facets.values());
}

/** The human label of a slug (e.g. 'Obras Públicas' for 'obras-publicas'), or null when no post has it. */
export function labelForSlug(filter: DemoFilter, slug: string, posts: DemoPost[] = demoPosts): string | null {
  return demoFacets(filter, posts).find((f) => f.slug === slug.toLowerCase())?.label ?? null;
}
