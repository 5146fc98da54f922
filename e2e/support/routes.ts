import type { APIRequestContext, Page } from '@playwright/test';
import { slugify } from '../../shared/src/domain/slug';

/** A route of spec section 2 and how to find a real URL for it. */
export interface SweepRoute {
  pattern: string;
  /** The status the server must answer. */
  status?: number;
  /** Finds a concrete URL (real id or slug) for a dynamic route. */
  resolve?: (ctx: { page: Page; request: APIRequestContext }) => Promise<string>;
}

/** The first link on `listing` whose href matches `prefix`, e.g. the first team member's page. */
function firstLinkOn(listing: string, prefix: string) {
  return async ({ page }: { page: Page }) => {
    await page.goto(listing);
    const link = page.locator(`main a[href^="${prefix}"]`).first();
    await link.waitFor({ state: 'attached' });
    return (await link.getAttribute('href'))!;
  };
}

async function firstPost(request: APIRequestContext): Promise<{ id: number; title: string }> {
  const answer = await request.post('/api/v2/blog/post/', { data: { customer_id: 1, page: 0 } });
  return (await answer.json()).data[0];
}

/** Every route of spec section 2. */
export const SWEEP_ROUTES: SweepRoute[] = [
  { pattern: '/' },
  { pattern: '/procedures' },
  { pattern: '/contact' },
  { pattern: '/privacy-policy' },
  { pattern: '/terms-use' },
  { pattern: '/404', status: 404 },
  { pattern: '/coming-soon' },
  { pattern: '/digital-agency' },
  { pattern: '/creative-agency' },
  { pattern: '/personal-portfolio' },
  { pattern: '/home-startup' },
  { pattern: '/corporate-agency' },
  { pattern: '/blog-grid/' },
  { pattern: '/blog-details/{id}', resolve: async ({ request }) => `/blog-details/${(await firstPost(request)).id}` },
  // Every demo archive page, even for a value that does not exist, lists the values that do.
  { pattern: '/category/{slug}', resolve: firstLinkOn('/category/todas', '/category/') },
  { pattern: '/archive/{slug}', resolve: firstLinkOn('/archive/todos', '/archive/') },
  { pattern: '/author/{slug}', resolve: firstLinkOn('/author/todos', '/author/') },
  {
    pattern: '/post/{slug}?id={id}',
    resolve: async ({ request }) => {
      const post = await firstPost(request);
      return `/post/${slugify(post.title)}?id=${post.id}`;
    },
  },
  {
    pattern: '/page{menu path}?id={page_id}',
    resolve: async ({ page }) => {
      await page.goto('/');
      const link = page.locator('header a[href^="/page/"]').first();
      await link.waitFor({ state: 'attached' });
      return (await link.getAttribute('href'))!;
    },
  },
  { pattern: '/service-one/' },
  { pattern: '/service-two/' },
  { pattern: '/service-details/{slug}', resolve: firstLinkOn('/service-one/', '/service-details/') },
  { pattern: '/project-grid-one' },
  { pattern: '/project-grid-two' },
  { pattern: '/project-grid-three' },
  { pattern: '/project-width-one' },
  { pattern: '/project-width-two' },
  { pattern: '/project-details/{slug}', resolve: firstLinkOn('/project-grid-one', '/project-details/') },
  { pattern: '/about-us' },
  { pattern: '/our-office' },
  { pattern: '/our-clients' },
  { pattern: '/team' },
  { pattern: '/team-details/{slug}', resolve: firstLinkOn('/team', '/team-details/') },
  { pattern: '/case-study' },
  { pattern: '/case-details/{slug}', resolve: firstLinkOn('/case-study', '/case-details/') },
  { pattern: '/testimonials' },
  { pattern: '/pricing-table' },
  { pattern: '/typography' },
];
