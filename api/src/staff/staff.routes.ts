// /api/v2/staff/{login,logout,me}/ — the staff session (sessions.ts) — and the admins' corporate
// calls staff/list, staff/logs and registry/detail.
import type { FastifyInstance } from 'fastify';
import {
  CustomerRequestSchema, ErrorResponseSchema, RegistryDetailResponseSchema, StaffListRequestSchema, StaffListResponseSchema,
  StaffLoginRequestSchema, StaffLoginResponseSchema, StaffLogoutRequestSchema, StaffLogoutResponseSchema, StaffLogsRequestSchema,
  StaffLogsResponseSchema, StaffMeResponseSchema, type StaffLoginRequest, type StaffLoginResponse, type StaffLogoutResponse, type StaffMeResponse,
} from '@portal/contract/schemas';
import type { StaffAccount, StaffRole } from '@portal/contract';
import type { AppContext } from '../context.ts';
import { corporateCall } from '../corporate/corporate-call.ts';
import { pageWindow, pagedAnswer } from '../corporate/list-query.ts';
import { ok } from '../corporate/checks.ts';
import { HttpError } from '../http/errors.ts';
import { parseRegistry } from '../registry/registry.ts';
import fs from 'node:fs';
import { readAudit } from './audit.ts';
import { closeSession, currentSession } from './sessions.ts';
import { identityOf, signIn } from './staff.service.ts';
import { staffRepository } from './staff.repository.ts';
import { recordAudit } from './audit.ts';

/** Registers the staff session calls and the admins' staff calls. */
export async function staffRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const repo = staffRepository(ctx.db);

  // Sign-in is a write like any other: it needs the X-CSRFToken header (a forged sign-in into the
  // attacker's account is an attack too).
  app.post<{ Body: StaffLoginRequest }>('/api/v2/staff/login/', {
    schema: { body: StaffLoginRequestSchema, response: { 200: StaffLoginResponseSchema, '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } },
  }, async (request, reply): Promise<StaffLoginResponse> => {
    const identity = await signIn(ctx, request, reply, request.body.email, request.body.password);
    return ok(identity, 'Sesión iniciada.');
  });

  app.post('/api/v2/staff/logout/', {
    schema: { body: StaffLogoutRequestSchema, response: { 200: StaffLogoutResponseSchema, '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } },
  }, async (request, reply): Promise<StaffLogoutResponse> => {
    // An expired session is just as closed.
    const session = await currentSession(ctx, request).catch(() => null);
    await closeSession(ctx, request, reply);
    if (session) {
      await recordAudit(ctx.db, { actor: session.actor, call: 'staff/logout', entity: 'staff', entityId: session.actor.staffId, customerId: session.actor.customerId, at: ctx.now() });
    }
    return ok(null, 'Sesión cerrada.');
  });

  app.get('/api/v2/staff/me/', {
    schema: { response: { 200: StaffMeResponseSchema, '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } },
  }, async (request, reply): Promise<StaffMeResponse> => {
    reply.header('cache-control', 'no-store');
    const session = await currentSession(ctx, request);
    if (!session) throw new HttpError(401, 'No ha iniciado sesión.');
    return ok(identityOf(session.actor, session.expiresAt));
  });

  corporateCall(app, ctx, {
    call: 'staff/list', body: StaffListRequestSchema, answer: StaffListResponseSchema,
    handler: async ({ body, actor }) => {
      const window = pageWindow(body);
      const [rows, total] = await repo.listAccounts({ q: body.q ?? '', role: body.role, customerId: actor.customerId }, window.offset, window.pageSize);
      const data: StaffAccount[] = rows.map((row) => ({
        id: row.id, email: row.email, role: row.role as StaffRole, customer_id: row.customer_id,
        disabled: row.disabled === 1, created: row.created, last_login: row.last_login,
      }));
      return pagedAnswer(data, total, window);
    },
  });

  corporateCall(app, ctx, {
    call: 'staff/logs', body: StaffLogsRequestSchema, answer: StaffLogsResponseSchema,
    handler: async ({ body, actor, db }) => {
      const window = pageWindow(body);
      const { data, total } = await readAudit(db, {
        entity: body.entity, entityId: body.entity_id, staffId: body.staff_id, call: body.call, q: body.q,
        customerId: actor.customerId ?? undefined,
      }, window);
      return pagedAnswer(data, total, window);
    },
  });

  corporateCall(app, ctx, {
    call: 'registry/detail', body: CustomerRequestSchema, answer: RegistryDetailResponseSchema,
    handler: async () => {
      let text: string;
      try {
        text = fs.readFileSync(ctx.registry.file, 'utf8');
      } catch {
        throw new HttpError(404, 'El registro de remotos no existe todavía.');
      }
      return ok(parseRegistry(text));
    },
  });
}
