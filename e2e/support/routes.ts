import type { APIRequestContext, Page } from '@playwright/test';
import { CONTAINERS } from '@portal/tooling/containers.cjs';
import { readContainerRoutes } from '@portal/tooling/container-routes.cjs';
import { slugify } from '@portal/shared/domain/slug';
import { isDynamicPattern, pages } from '@portal/pages';

type Resolver = (ctx: { page: Page; request: APIRequestContext }) => Promise<string>;

/** A page of the site (from the containers' route tables) and how to reach a real URL of it. */
export interface SweepRoute {
  /** The route's path pattern, as its container's src/routes.json writes it. */
  pattern: string;
  /** The container that serves it. */
  owner: string;
  /** The status the server must answer. */
  status?: number;
  /** Finds a concrete URL (real id or slug) for a dynamic route. */
  resolve?: Resolver;
}

/** The first link on `listing` whose href matches `prefix`, e.g. the first team member's page. */
function firstLinkOn(listing: string, prefix: string): Resolver {
  return async ({ page }) => {
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

/**
 * How to find a real URL for each dynamic pattern. The sweep knows the data, the tables know the
 * pages: a new dynamic page without an entry here fails the sweep, so no page goes untested. Pages
 * of the link catalogue (@portal/pages) are keyed and addressed through it, as the site links them.
 */
export const RESOLVERS: Record<string, Resolver> = {
  [pages.newsStory.path]: async ({ request }) => pages.newsStory.href({ id: (await firstPost(request)).id }),
  // Every demo archive page, even for a value that does not exist, lists the values that do.
  '/category/:slug': firstLinkOn('/category/todas', '/category/'),
  '/archive/:slug': firstLinkOn('/archive/todos', '/archive/'),
  '/author/:slug': firstLinkOn('/author/todos', '/author/'),
  [pages.newsStoryBySlug.path]: async ({ request }) => {
    const post = await firstPost(request);
    return pages.newsStoryBySlug.href({ slug: slugify(post.title), id: post.id });
  },
  [pages.cityPage.path]: async ({ page }) => {
    await page.goto('/');
    const link = page.locator('header a[href^="/page/"]').first();
    await link.waitFor({ state: 'attached' });
    return (await link.getAttribute('href'))!;
  },
  '/service-details/:slug': firstLinkOn('/service-one/', '/service-details/'),
  '/project-details/:slug': firstLinkOn('/project-grid-one', '/project-details/'),
  '/team-details/:slug': firstLinkOn('/team', '/team-details/'),
  '/case-details/:slug': firstLinkOn('/case-study', '/case-details/'),
  // Any code: the page asks for the e-mail first, whatever the code (appointments.spec.ts books a real one).
  [pages.appointment.path]: async () => pages.appointment.href({ code: 'A-22222222' }),
  // The staff console: its sign-in form (every path under /admin shows it to a visitor).
  [pages.staffConsole.path]: async () => pages.staffConsole.href({ '*': '' }),
  [pages.procedure.path]: async ({ request }) => {
    const catalogue = (await (await request.get('/djstatic/sanrafael/procedures.json')).json()) as { procedures: { id: number }[] };
    return pages.procedure.href({ shortname: 'sanrafael', id: catalogue.procedures[0]!.id });
  },
  // A demo certificate every demo customer has (docs/citizen-services.md, "City certificates").
  [pages.certificateValidation.path]: async () => pages.certificateValidation.href({ number: 'SRV-2025-0001', registerId: 'R-1001' }),
};

function missingResolver(pattern: string): Resolver {
  return async () => {
    throw new Error(`${pattern} has no resolver: add one to RESOLVERS in e2e/support/routes.ts that finds a real URL for it`);
  };
}

/** Every page the containers' route tables declare (the same tables their builds publish), plus an unknown path. */
export const SWEEP_ROUTES: SweepRoute[] = [
  ...CONTAINERS.flatMap((container) =>
    readContainerRoutes(container.dir, { remote: container.name !== 'shell' }).published.routes.map((route) => ({
      pattern: route.path,
      owner: container.name,
      resolve: isDynamicPattern(route.path) ? (RESOLVERS[route.path] ?? missingResolver(route.path)) : undefined,
    })),
  ),
  { pattern: '/404', owner: 'shell', status: 404 },
];
