// The citizen's request calls, /api/v2/userProcedure/* (contract/src/user-procedure.ts). Starting a
// request and uploading need the anti-forgery header like any write; opening a request and its
// files, and adding one, count in the per-client budget every code look-up shares (LOOKUP_RATE_LIMIT
// a minute, http/rate-limits.ts), so codes cannot be tried by the thousand.
import type { FastifyInstance } from 'fastify';
import { checkBooking, REQUEST_FILE_MAX_BYTES, calls } from '@portal/contract';
import { languageOf } from '../notifications/language.ts';
import { callRoute } from '../../http/call-route.ts';
import type { AppContext } from '../../context.ts';
import { fieldError } from '../../corporate/checks.ts';
import { sendPrivateFile } from '../../files/send-private-file.ts';
import fs from 'node:fs/promises';
import { privateTemporaryDir } from '../../files/private-files.ts';
import { registerUploads, streamUpload, uploadSlots } from '../../http/uploads.ts';
import { codeLookupLimit } from '../../http/rate-limits.ts';
import { addDocument, documentOf, findRequest, openRequirement, REQUESTS_AREA, startRequest } from './citizen-requests.ts';

/** How many uploads one client address may send at the same time (per instance). */
export const UPLOADS_PER_CLIENT = 2;
import { trackedRequest } from './request-views.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export async function requestRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const lookupLimit = codeLookupLimit(ctx);
  const writeLimit = { max: ctx.config.writeRateLimit, timeWindow: 60_000 };

  callRoute(app, calls.requestAdd, {
    config: {
      rateLimit: writeLimit,
      fieldRules: (body) => checkBooking({ name: text(body.name), national_id: text(body.national_id), email: text(body.email), phone: text(body.phone) }),
    },
  }, async (request, reply) => {
    const started = await startRequest(ctx.db, request.body, ctx.now(), { config: ctx.config, language: languageOf(request) });
    ctx.mail.nudge();
    return reply.code(201).send({ res: 1, data: started, message: `Su solicitud quedó registrada. Código de seguimiento: ${started.code}.` });
  });

  callRoute(app, calls.requestTrack, {
    config: { rateLimit: lookupLimit },
  }, async (request) => {
    const { customer_id: customerId, code, email } = request.body;
    return { res: 1 as const, data: await trackedRequest(ctx.db, await findRequest(ctx.db, customerId, code, email)), message: '' };
  });

  callRoute(app, calls.requestDownloadFile, {
    config: { rateLimit: lookupLimit },
  }, async (request, reply) => {
    const { customer_id: customerId, code, email, requirement_id: requirementId } = request.body;
    const found = await findRequest(ctx.db, customerId, code, email);
    return sendPrivateFile(reply, ctx.config.mediaDir, await documentOf(ctx.db, found.id, requirementId));
  });

  // Multipart: customer_id, code, email, requirement_id, then the file (PDF, JPEG or PNG, ≤ 10 MB).
  // Anyone may try, without signing in: the code and e-mail are checked before a byte of the file
  // is read, the file streams to disk with the size counted as it arrives, and a client sends at
  // most UPLOADS_PER_CLIENT at once.
  const slots = uploadSlots(UPLOADS_PER_CLIENT);
  await app.register(async (scope) => {
    await registerUploads(scope, REQUEST_FILE_MAX_BYTES);
    callRoute(scope, calls.requestAddFile, {
      // Adding a file names a request by its code: a guess like any look-up.
      config: { rateLimit: lookupLimit },
    }, async (request) => {
      const release = slots(request.ip);
      try {
        let target: { request: Awaited<ReturnType<typeof findRequest>>; requirementId: number } | null = null;
        const named = async (fields: Record<string, string>) => {
          const requirementId = Number(fields.requirement_id);
          if (!Number.isInteger(requirementId) || requirementId < 1) throw fieldError('requirement_id', 'Indique el requisito del documento.');
          const found = await findRequest(ctx.db, (fields.customer_id ?? '').slice(0, 40), (fields.code ?? '').slice(0, 20), (fields.email ?? '').slice(0, 300));
          await openRequirement(ctx.db, found.id, requirementId);
          target = { request: found, requirementId };
        };
        const { fields, file } = await streamUpload(request, {
          maxBytes: REQUEST_FILE_MAX_BYTES, accept: ['pdf', 'jpeg', 'png'],
          temporaryDir: privateTemporaryDir(ctx.config.mediaDir, REQUESTS_AREA), beforeFile: named,
        });
        if (!file) {
          const requirementId = Number(fields.requirement_id);
          if (!Number.isInteger(requirementId) || requirementId < 1) throw fieldError('requirement_id', 'Indique el requisito del documento.');
          throw fieldError('file', 'Elija el archivo del documento (PDF, JPEG o PNG).');
        }
        const { request: found, requirementId } = target!;
        try {
          const updated = await addDocument(ctx.db, ctx.config.mediaDir, found, requirementId, file, ctx.now());
          return { res: 1 as const, data: updated, message: 'Documento recibido.' };
        } catch (error) {
          await fs.rm(file.temporary, { force: true });
          throw error;
        }
      } finally {
        release();
      }
    });
  });
}
