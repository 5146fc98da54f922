// One corporate call in a few lines. corporateCall() registers POST /api/v2/corporate/<call>/ with
// its request and answer schemas, checks that the caller may manage the body's customer, and for a
// write: runs the handler and its audit row in one transaction, limits the rate per caller, and
// drops every read cache afterwards (on every instance), so the public pages show the change at
// once (procedures.json answers its new version).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorResponseSchema } from '@portal/contract/schemas';
import { schemaOf } from '@portal/contract/openapi';
import type { AuditChange, CallDefinition, RequestOf, ResponseOf } from '@portal/contract';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import type { Actor } from '../staff/actor.ts';
import { recordAudit } from '../staff/audit.ts';
import { CORPORATE_PREFIX } from './corporate-auth.ts';
import { ALL_PAGES_TAG, customerTag } from '../ssr/page-tags.ts';

/** What a write's handler may add to its audit row (filled in while it runs). */
export interface AuditDetails {
  /** the customer whose data changed, when it is not the body's customer_id */
  customerId?: string | null;
  /** the fields the write changed, with their values before and after */
  changes?: AuditChange[];
}

/** What a handler receives: the validated body, the database (the write's transaction), the caller. */
export interface CallInput<Body> {
  body: Body;
  db: Db;
  actor: Actor;
  request: FastifyRequest;
  audit: AuditDetails;
}

export interface WriteOptions {
  /** the audit log's entity name ('department', 'post', …) */
  entity: string;
  /** false for writes no public page shows (the inbox, staff); true by default */
  invalidates?: boolean;
}

/** A corporate call of the table: its path, role, schemas and whether it answers 201 come from there. */
export type CorporateCallDefinition = CallDefinition & { path: `/api/v2/corporate/${string}/`; request: NonNullable<CallDefinition['request']>; response: NonNullable<CallDefinition['response']> };

export interface CallSpec<Call extends CorporateCallDefinition> {
  /** the call's entry in the table of calls (`calls.holidayAdd` of @portal/contract) */
  call: Call;
  /** a write: audited, rate-limited, transactional */
  write?: WriteOptions;
  /** a larger body limit than BODY_LIMIT (post and page bodies) */
  bodyLimit?: number;
  handler: (input: CallInput<RequestOf<Call>>) => Promise<ResponseOf<Call>>;
}

/** The name of a corporate call, as the role table and the audit log write it: the path after the prefix ('holiday/add'). */
export function corporateName(call: CorporateCallDefinition): string {
  return call.path.slice(CORPORATE_PREFIX.length, -1);
}

/** Throws 403 when the actor may not manage the customer, 404 when it does not exist. */
export async function requireCustomerAccess(db: Db, actor: Actor, customerId: string): Promise<void> {
  if (actor.customerId !== null && actor.customerId !== customerId) throw new HttpError(403, 'Su cuenta no administra este municipio.');
  const found = await db.selectFrom('customers').select('id').where('id', '=', customerId).executeTakeFirst();
  if (!found) throw new HttpError(404, 'El cliente indicado no existe.');
}

/**
 * Throws 403 unless the actor is bound to no customer: settings every customer of the install
 * shares (the demo switch, …) are not one city's to change.
 */
export function requireUnboundActor(actor: Actor): void {
  if (actor.customerId !== null) {
    throw new HttpError(403, 'Este ajuste es común a todos los municipios: solo puede cambiarlo el personal sin municipio asignado.');
  }
}

/** The entity id a write touched: the answer's data.id, else the body's id, procedure_id or schedule_id, else null. */
function touchedId(body: unknown, answer: unknown): number | null {
  const data = (answer as { data?: { id?: unknown } } | null)?.data;
  if (data && typeof data === 'object' && !Array.isArray(data) && typeof data.id === 'number') return data.id;
  const fields = (body ?? {}) as { id?: unknown; procedure_id?: unknown; schedule_id?: unknown };
  const id = [fields.id, fields.procedure_id, fields.schedule_id].find((value) => typeof value === 'number');
  return typeof id === 'number' ? id : null;
}

/**
 * Runs a write and its audit row in one transaction, then drops the read caches. `work` answers
 * the call's answer; the audited entity id is taken from it (or from the body).
 */
export async function runWrite<T>(
  ctx: AppContext, request: FastifyRequest, options: WriteOptions & { call: string; customerId: string | null; body: unknown },
  work: (db: Db) => Promise<T>,
  details: AuditDetails = {},
): Promise<T> {
  const actor = request.actor;
  if (!actor) throw new HttpError(401, 'Inicie sesión para continuar, o envíe un token de acceso válido.');
  const answer = await ctx.db.transaction().execute(async (trx) => {
    const result = await work(trx);
    await recordAudit(trx, {
      actor, call: options.call, entity: options.entity, entityId: touchedId(options.body, result),
      customerId: details.customerId !== undefined ? details.customerId : options.customerId, changes: details.changes, at: ctx.now(),
    });
    return result;
  });
  if (options.invalidates !== false) {
    ctx.cache.invalidate();
    // The rendered pages of the customer written (of every customer for a setting they share).
    const customerId = details.customerId !== undefined ? details.customerId : options.customerId;
    ctx.pages.purge([customerId ? customerTag(customerId) : ALL_PAGES_TAG]);
  }
  return answer;
}

/** The rate limit of corporate writes: WRITE_RATE_LIMIT per caller (not per address: a city hall shares one). */
export function writeRateLimit(ctx: AppContext) {
  return {
    max: ctx.config.writeRateLimit,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => (request.actor ? `corporate:${request.actor.label}` : `corporate-ip:${request.ip}`),
  };
}

/** Registers one corporate call of the table on the app (its URL is /api/v2/corporate/<call>/). */
export function corporateCall<Call extends CorporateCallDefinition>(app: FastifyInstance, ctx: AppContext, spec: CallSpec<Call>): void {
  const call = spec.call;
  const name = corporateName(call);
  const status = call.created ? 201 : 200;
  app.post(call.path, {
    // The corporate access check asks session callers for the CSRF header (corporate-auth.ts).
    config: { csrf: false, ...(spec.write ? { rateLimit: writeRateLimit(ctx) } : {}) },
    ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}),
    schema: {
      body: schemaOf(call.request),
      response: { [status]: schemaOf(call.response), '4xx': call.error ? schemaOf(call.error) : ErrorResponseSchema, '5xx': ErrorResponseSchema },
    },
  }, async (request, reply) => {
    const actor = request.actor;
    if (!actor) throw new HttpError(401, 'Inicie sesión para continuar, o envíe un token de acceso válido.');
    const body = request.body as RequestOf<Call>;
    const customerId = (body as { customer_id?: string }).customer_id ?? null;
    if (customerId !== null) await requireCustomerAccess(ctx.db, actor, customerId);
    const audit: AuditDetails = {};
    const answer = spec.write
      ? await runWrite(ctx, request, { ...spec.write, call: name, customerId, body }, (db) => spec.handler({ body, db, actor, request, audit }), audit)
      : await spec.handler({ body, db: ctx.db, actor, request, audit });
    return reply.code(status).send(answer);
  });
}
