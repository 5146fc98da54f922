// The citizen's request calls, /api/v2/userProcedure/* (contract/src/user-procedure.ts). Starting a
// request and uploading need the anti-forgery header like any write; opening a request and its
// files, and adding one, count in the per-client budget every code look-up shares (LOOKUP_RATE_LIMIT
// a minute, http/rate-limits.ts), so codes cannot be tried by the thousand.
import type { FastifyInstance } from 'fastify';
import {
  CitizenDownloadRequestSchema, ErrorResponseSchema, TrackRequestSchema, TrackResponseSchema, UserProcedureAddRequestSchema, UserProcedureAddResponseSchema,
  type CitizenDownloadRequest, type TrackRequest, type UserProcedureAddRequest,
} from '@portal/contract/schemas';
import { checkBooking, REQUEST_FILE_MAX_BYTES } from '@portal/contract';
import type { AppContext } from '../context.ts';
import { fieldError } from '../corporate/checks.ts';
import { sendPrivateFile } from '../files/send-private-file.ts';
import { readUpload, registerUploads } from '../http/uploads.ts';
import { codeLookupLimit } from '../http/rate-limits.ts';
import { addDocument, documentOf, findRequest, startRequest } from './citizen-requests.ts';
import { trackedRequest } from './request-views.ts';

const errors = { '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema };
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export async function requestRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const lookupLimit = codeLookupLimit(ctx);
  const writeLimit = { max: ctx.config.writeRateLimit, timeWindow: 60_000 };

  app.post<{ Body: UserProcedureAddRequest }>('/api/v2/userProcedure/add/', {
    config: {
      rateLimit: writeLimit,
      fieldRules: (body) => checkBooking({ name: text(body.name), national_id: text(body.national_id), email: text(body.email), phone: text(body.phone) }),
    },
    schema: { body: UserProcedureAddRequestSchema, response: { 201: UserProcedureAddResponseSchema, ...errors } },
  }, async (request, reply) => {
    const started = await startRequest(ctx.db, request.body, ctx.now());
    return reply.code(201).send({ res: 1, data: started, message: `Su solicitud quedó registrada. Código de seguimiento: ${started.code}.` });
  });

  app.post<{ Body: TrackRequest }>('/api/v2/userProcedure/track/', {
    config: { csrf: false, rateLimit: lookupLimit },
    schema: { body: TrackRequestSchema, response: { 200: TrackResponseSchema, ...errors } },
  }, async (request) => {
    const { customer_id: customerId, code, email } = request.body;
    return { res: 1 as const, data: await trackedRequest(ctx.db, await findRequest(ctx.db, customerId, code, email)), message: '' };
  });

  app.post<{ Body: CitizenDownloadRequest }>('/api/v2/userProcedure/downloadFile/', {
    config: { csrf: false, rateLimit: lookupLimit },
    schema: { body: CitizenDownloadRequestSchema, response: errors },
  }, async (request, reply) => {
    const { customer_id: customerId, code, email, requirement_id: requirementId } = request.body;
    const found = await findRequest(ctx.db, customerId, code, email);
    return sendPrivateFile(reply, ctx.config.mediaDir, await documentOf(ctx.db, found.id, requirementId));
  });

  // Multipart: customer_id, code, email, requirement_id and the file (PDF, JPEG or PNG, ≤ 10 MB).
  await app.register(async (scope) => {
    await registerUploads(scope, REQUEST_FILE_MAX_BYTES);
    scope.post('/api/v2/userProcedure/addFile/', {
      // Adding a file names a request by its code: a guess like any look-up.
      config: { rateLimit: lookupLimit },
      schema: { response: { 200: TrackResponseSchema, ...errors } },
    }, async (request) => {
      const { fields, file } = await readUpload(request, { maxBytes: REQUEST_FILE_MAX_BYTES, accept: ['pdf', 'jpeg', 'png'] });
      const requirementId = Number(fields.requirement_id);
      if (!Number.isInteger(requirementId) || requirementId < 1) throw fieldError('requirement_id', 'Indique el requisito del documento.');
      if (!file) throw fieldError('file', 'Elija el archivo del documento (PDF, JPEG o PNG).');
      const found = await findRequest(ctx.db, (fields.customer_id ?? '').slice(0, 40), (fields.code ?? '').slice(0, 20), (fields.email ?? '').slice(0, 300));
      const updated = await addDocument(ctx.db, ctx.config.mediaDir, found, requirementId, file, ctx.now());
      return { res: 1 as const, data: updated, message: 'Documento recibido.' };
    });
  });
}
