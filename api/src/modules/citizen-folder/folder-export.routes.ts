// The citizen's data, theirs to take: GET /api/v2/folder/export/json/ and /api/v2/folder/export/pdf/
// download everything the folder shows, for the signed-in citizen only.
import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { AppContext } from '../../context.ts';
import { callRoute } from '../../http/call-route.ts';
import { loadCity } from '../notifications/city.ts';
import { folderOf, requireCitizen } from './folder-session.ts';
import { folderLines, pagedPdf } from './folder-pdf.ts';

export async function folderExportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  callRoute(app, calls.folderExportJson, {}, async (request, reply) => {
    const session = await requireCitizen(ctx, request);
    const folder = await folderOf(ctx, session);
    const stamp = ctx.now().toISOString().slice(0, 10);
    return reply.type('application/json; charset=utf-8').header('content-disposition', `attachment; filename="mi-carpeta-${stamp}.json"`)
      .send(JSON.stringify({ exported_at: ctx.now().toISOString(), ...folder }, null, 2));
  });

  callRoute(app, calls.folderExportPdf, {}, async (request, reply) => {
    const session = await requireCitizen(ctx, request);
    const folder = await folderOf(ctx, session);
    const city = await loadCity(ctx.db, ctx.config, session.customerId);
    const stamp = ctx.now().toISOString().slice(0, 10);
    return reply.type('application/pdf').header('content-disposition', `attachment; filename="mi-carpeta-${stamp}.pdf"`)
      .send(pagedPdf('Mi carpeta', folderLines(folder, city.name, ctx.now())));
  });
}
