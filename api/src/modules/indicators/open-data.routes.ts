// GET /datos/catalogo.json (DCAT-AP JSON-LD), /datos/tramites.{csv,json} and
// /datos/indicadores.{csv,json}: the open data of the customer of the request's host. Stable
// addresses, no input (a query is ignored), read from the catalogue and the indicators' summary.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context.ts';
import { customerIdForHost } from '../../hosting/customer-host.ts';
import { siteOrigin } from '../../publishing/published-text.ts';
import { readIndicators } from './read-indicators.ts';
import { dcatCatalogue, indicatorsCsv, OPEN_DATA_LICENCE, OPEN_DATA_PATHS, openProcedures, proceduresCsv } from './open-data.ts';

const noInput = { querystring: { type: 'object' } };

function send(reply: FastifyReply, type: string, body: string, filename: string): FastifyReply {
  return reply.code(200).type(type)
    // Figures change once an hour: a harvester may keep a copy for five minutes.
    .header('cache-control', 'public, max-age=300')
    .header('x-content-type-options', 'nosniff')
    .header('access-control-allow-origin', '*')
    .header('content-disposition', `inline; filename="${filename}"`)
    .header('link', `<${OPEN_DATA_LICENCE}>; rel="license"`)
    .send(body);
}

export async function openDataRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(OPEN_DATA_PATHS.catalogue, { schema: noInput }, async (request, reply) => {
    const catalogue = await dcatCatalogue(ctx.db, customerIdForHost(ctx.config, request.hostname), siteOrigin(ctx.config, request), ctx.now());
    return send(reply, 'application/ld+json; charset=utf-8', JSON.stringify(catalogue, null, 2), 'catalogo.json');
  });
  app.get(OPEN_DATA_PATHS.proceduresCsv, { schema: noInput }, async (request, reply) =>
    send(reply, 'text/csv; charset=utf-8', proceduresCsv(await openProcedures(ctx.db, customerIdForHost(ctx.config, request.hostname))), 'tramites.csv'));
  app.get(OPEN_DATA_PATHS.proceduresJson, { schema: noInput }, async (request, reply) =>
    send(reply, 'application/json; charset=utf-8', JSON.stringify(await openProcedures(ctx.db, customerIdForHost(ctx.config, request.hostname))), 'tramites.json'));
  app.get(OPEN_DATA_PATHS.indicatorsCsv, { schema: noInput }, async (request, reply) =>
    send(reply, 'text/csv; charset=utf-8', indicatorsCsv(await readIndicators(ctx.db, customerIdForHost(ctx.config, request.hostname), ctx.now())), 'indicadores.csv'));
  app.get(OPEN_DATA_PATHS.indicatorsJson, { schema: noInput }, async (request, reply) =>
    send(reply, 'application/json; charset=utf-8', JSON.stringify(await readIndicators(ctx.db, customerIdForHost(ctx.config, request.hostname), ctx.now())), 'indicadores.json'));
}
