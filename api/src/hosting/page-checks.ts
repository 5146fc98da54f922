// Server checks a route can ask for (`"serverCheck": "<name>"` in a remote's src/routes.json): run
// before the hosting page answers 200, so a page for an item that does not exist answers 404 even
// though its path has the right shape. A remote names a check; the server, which owns the data,
// implements it here. A name the server does not know lets the page through (and is logged once):
// a remote deployed before the server learns its check must not lose its pages.
import type { AppContext } from '../context.ts';
import { blogRepository } from '../blog/blog.repository.ts';
import { proceduresRepository } from '../modules/procedures/procedures.repository.ts';
import { certificateExists } from '../modules/certificates/certificate-page-check.ts';
import { positiveId, readPageParams } from '@portal/pages/page-params';

export interface PageRequest {
  customerId: string;
  /** The route's params (':id' → params.id; a final '*' → params['*']). */
  params: Record<string, string>;
  query: Record<string, unknown>;
}

export type PageCheck = (ctx: AppContext, page: PageRequest) => Promise<boolean>;

const pageSlug = /^[a-z0-9][a-z0-9-]{0,199}$/;

/** Every check by name. To add one: a function here, then its name in the remote's route. */
export const pageChecks: Record<string, PageCheck> = {
  // A news story: /blog-details/:id, or /post/:slug?id=…
  'blog-post': async (ctx, { customerId, params, query }) => {
    const id = positiveId(params.id ?? query.id);
    return id !== null && (await blogRepository(ctx.db).postById(customerId, id)) !== undefined;
  },
  // A page the city edits: /page{menu path}?id=…, or without an id the path's last segment as its slug.
  'blog-page': async (ctx, { customerId, params, query }) => {
    const repository = blogRepository(ctx.db);
    const id = positiveId(query.id);
    if (id !== null) return (await repository.pageById(customerId, id)) !== undefined;
    const slug = (params['*'] ?? '').split('/').filter(Boolean).pop()?.toLowerCase() ?? '';
    return pageSlug.test(slug) && (await repository.pageBySlug(customerId, slug)) !== undefined;
  },
  // A procedure's page: /:shortname/corporate/procedure/preview/:id, a procedure of this customer.
  procedure: async (ctx, { customerId, params, query }) => {
    const page = readPageParams('procedure', { params, query });
    return page !== null && (await proceduresRepository(ctx.db).procedureExists(customerId, Number(page.id)));
  },
  // A city certificate's validation page: /certificate/validation/:number?register_id=…
  certificate: certificateExists,
};
