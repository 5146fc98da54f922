// GET /api/v2/search/?customer_id=&q=&page= — the site search of /buscar (issue 14). A read: no
// anti-forgery check. Answers go through the read cache like every public read (bounded, dropped
// on every corporate write), so the queries many citizens type cost the index once per change. A
// query that finds nothing is tried again with its typos corrected (typo-correction.ts); a first page
// that still finds nothing is counted, its words only, for the editors (search-misses.ts).
import type { FastifyInstance } from 'fastify';
import { SEARCH_PAGE_SIZE, calls } from '@portal/contract';
import { callRoute } from '../../http/call-route.ts';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../http/errors.ts';
import { sendCached } from '../../http/read-cache.ts';
import { searchSetup, siteSearch, type SearchSetup } from './search.service.ts';
import { correctQuery, indexVocabulary } from './typo-correction.ts';
import { recordMiss } from './search-misses.ts';

export async function searchRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  callRoute(app, calls.search, {}, async (request, reply) => {
    const { customer_id: customerId, q, page = 1 } = request.query;
    const cached = await ctx.cache.get(`search:${customerId}:${page}:${q}`, async () => {
      // The customer's name and synonyms, cached too (dropped by the same writes): a search that
      // misses the cache then costs the index alone (on PostgreSQL, one round trip fewer).
      const setup = await ctx.cache.get(`search:${customerId}:setup`, async () => {
        const found = await searchSetup(ctx.db, customerId);
        if (found === null) throw new HttpError(404, 'No existe un cliente con ese identificador.');
        return JSON.stringify(found);
      });
      const customerSetup = JSON.parse(setup.body.toString('utf8')) as SearchSetup;
      const groups = await siteSearch(ctx.db, customerId, customerSetup, q, page);
      const data = { q, page, pageSize: SEARCH_PAGE_SIZE, groups };
      // Nothing found: maybe a typo. The corrected query's results come with the correction.
      if (groups.every((group) => group.total === 0)) {
        // The correction of a query is the same for each of its pages: worked out once per content change.
        const corrected = await ctx.cache.get(`search:${customerId}:correction:${q}`, async () =>
          (await correctQuery(q, customerSetup.synonyms, await indexVocabulary(ctx.db, ctx.cache))) ?? '');
        const suggestion = corrected.body.length > 0 ? corrected.body.toString('utf8') : null;
        const found = suggestion === null ? null : await siteSearch(ctx.db, customerId, customerSetup, suggestion, page);
        if (suggestion !== null && found!.some((group) => group.total > 0)) return reply.serialize({ res: 1 as const, data: { ...data, groups: found!, suggestion } });
      }
      return reply.serialize({ res: 1 as const, data });
    });
    // The answer may come from the cache, so whether it found nothing is read from it; first pages
    // only (a citizen paging on has found something).
    if (page === 1 && foundNothing(cached.body)) {
      await recordMiss(ctx.db, customerId, q, ctx.now()).catch((error: unknown) => request.log.warn({ err: error }, 'could not count a search that found nothing'));
    }
    return sendCached(request, reply, cached);
  });
}

/** True when a search answer has no result in any group (nor in its corrected query's). */
function foundNothing(body: Buffer): boolean {
  if (!body.includes('"total":0')) return false; // most answers found something: no parse
  const answer = JSON.parse(body.toString('utf8')) as { data?: { groups?: { total: number }[] } };
  return (answer.data?.groups ?? []).every((group) => group.total === 0);
}
