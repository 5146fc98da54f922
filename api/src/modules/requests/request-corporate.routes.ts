// /api/v2/corporate/userProcedure/* (clerks): the requests citizens started. Clerks list and open
// them, move them through the customer's states, accept or reject each document with a note,
// record the payment, download the documents, and delete a request. Every change is a history
// line the citizen sees (with the clerk's name kept for the audit log, not shown to the citizen).
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { calls, formatMoney, type RequestOf } from '@portal/contract';
import { ErrorResponseSchema } from '@portal/contract/schemas';
import { schemaOf } from '@portal/contract/openapi';
import type { AppContext } from '../../context.ts';
import { fieldError, found, ok } from '../../corporate/checks.ts';
import { corporateCall, requireCustomerAccess } from '../../corporate/corporate-call.ts';
import { matchesWords, pageWindow, pagedAnswer } from '../../corporate/list-query.ts';
import { deletePrivateFile } from '../../files/private-files.ts';
import { sendPrivateFile } from '../../files/send-private-file.ts';
import { HttpError } from '../../http/errors.ts';
import { documentOf } from './citizen-requests.ts';
import { recordHistory, requestOf, staffRequest } from './request-views.ts';
import { notifyDocumentRejected, notifyRequestState } from '../notifications/notify.ts';
import { customerZone, dueFlagOf, holidaySet } from '../indicators/service-standards.ts';
import { dayIn } from '../appointments/free-slots.ts';
import { recordCounterPayment } from '../payments/payment-records.ts';
import { issueReceipt } from '../payments/receipts.ts';

export function requestCorporateRoutes(app: FastifyInstance, ctx: AppContext): void {
  corporateCall(app, ctx, {
    call: calls.userProcedureAdminList,
    handler: async ({ body, db }) => {
      const window = pageWindow(body);
      let query = db.selectFrom('user_procedures')
        .innerJoin('procedures', 'procedures.id', 'user_procedures.procedure_id')
        .leftJoin('procedure_states', 'procedure_states.id', 'user_procedures.state_id')
        .where('user_procedures.customer_id', '=', body.customer_id)
        .where((eb) => matchesWords(eb, ['user_procedures.code', 'user_procedures.name', 'user_procedures.national_id', 'user_procedures.email'], body.q));
      if (body.state_id !== undefined) query = query.where('user_procedures.state_id', '=', body.state_id);
      if (body.procedure_id !== undefined) query = query.where('user_procedures.procedure_id', '=', body.procedure_id);
      let ordered = query.select([
          'user_procedures.id', 'user_procedures.code', 'procedures.name as procedure_name', 'procedure_states.name as state_name',
          'user_procedures.name', 'user_procedures.created', 'user_procedures.updated', 'user_procedures.due_date', 'user_procedures.decided_at',
          (eb) => eb.selectFrom('user_procedure_requirements').select((inner) => inner.fn.countAll().as('n'))
            .whereRef('user_procedure_requirements.user_procedure_id', '=', 'user_procedures.id').where('user_procedure_requirements.status', '=', 'submitted').as('submitted'),
      ]);
      if (body.order === 'due') {
        // Open requests with a due date first, earliest first; the rest after, newest first. Written
        // as a 0/1 key so SQLite and PostgreSQL agree (they place nulls differently).
        ordered = ordered
          .orderBy(sql`case when user_procedures.decided_at is null and user_procedures.due_date is not null then 0 else 1 end`)
          .orderBy('user_procedures.due_date').orderBy('user_procedures.id', 'desc');
      } else {
        ordered = ordered.orderBy('user_procedures.id', 'desc');
      }
      const [rows, count, zone, holidays] = await Promise.all([
        ordered.limit(window.pageSize).offset(window.offset).execute(),
        query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
        customerZone(db, body.customer_id),
        holidaySet(db, body.customer_id),
      ]);
      const today = dayIn(ctx.now(), zone);
      return pagedAnswer(rows.map(({ decided_at: decidedAt, ...row }) => ({
        ...row, submitted: Number(row.submitted ?? 0), due_flag: dueFlagOf(row.due_date, decidedAt, today, holidays),
      })), Number(count?.n ?? 0), window);
    },
  });

  corporateCall(app, ctx, {
    call: calls.userProcedureDetail,
    handler: async ({ body, db }) => ok(await staffRequest(db, await requestOf(db, body.customer_id, body.id))),
  });

  corporateCall(app, ctx, {
    call: calls.userProcedureChangeState, write: { entity: 'userProcedure', invalidates: false },
    handler: async ({ body, db, actor }) => {
      const request = await requestOf(db, body.customer_id, body.id);
      const state = await db.selectFrom('procedure_states').select(['id', 'name', 'decides']).where('id', '=', body.state_id).where('customer_id', '=', body.customer_id).executeTakeFirst();
      if (!state) throw fieldError('state_id', 'Ese estado no existe.');
      if (state.id === request.state_id) throw new HttpError(409, `La solicitud ya está en «${state.name}».`);
      // The first deciding state reached is the decision; a later one (delivered after approved) keeps it.
      const decidedAt = request.decided_at ?? (Number(state.decides) === 1 ? ctx.now().toISOString() : null);
      await db.updateTable('user_procedures').set({ state_id: state.id, decided_at: decidedAt }).where('id', '=', request.id).execute();
      await recordHistory(db, request.id, ctx.now(), actor.label, `Estado: ${state.name}`, body.note?.trim() ?? '');
      await notifyRequestState({ db, config: ctx.config, now: ctx.now() }, request.id, state.name, body.note?.trim() ?? '');
      return ok(await staffRequest(db, await requestOf(db, body.customer_id, body.id)), `Solicitud en «${state.name}».`);
    },
  });

  corporateCall(app, ctx, {
    call: calls.userProcedureUpdateRequirementStatus, write: { entity: 'userProcedure', invalidates: false },
    handler: async ({ body, db, actor }) => {
      const request = await requestOf(db, body.customer_id, body.id);
      const requirement = found(
        await db.selectFrom('user_procedure_requirements').selectAll().where('user_procedure_id', '=', request.id).where('requirement_id', '=', body.requirement_id).executeTakeFirst(),
        'Ese requisito no forma parte de la solicitud.',
      );
      const note = body.note?.trim() ?? '';
      if (body.status === 'rejected' && note === '') throw fieldError('note', 'Diga al ciudadano qué debe corregir.');
      if (requirement.file_path === null) throw new HttpError(409, `El ciudadano aún no subió «${requirement.name}».`);
      await db.updateTable('user_procedure_requirements').set({ status: body.status, note }).where('id', '=', requirement.id).execute();
      await recordHistory(db, request.id, ctx.now(), actor.label, body.status === 'accepted' ? 'Documento aceptado' : 'Documento rechazado',
        note ? `${requirement.name}: ${note}` : requirement.name);
      if (body.status === 'rejected') await notifyDocumentRejected({ db, config: ctx.config, now: ctx.now() }, request.id, requirement.name, note);
      return ok(await staffRequest(db, request), body.status === 'accepted' ? 'Documento aceptado.' : 'Documento rechazado; el ciudadano puede reemplazarlo.');
    },
  });

  corporateCall(app, ctx, {
    call: calls.userProcedureUpdatePayment, write: { entity: 'userProcedure', invalidates: false },
    // The first version's call, kept for API clients: 'paid' records a counter payment of the
    // amount sent (or the amount due); the other statuses apply only while nothing is confirmed.
    handler: async ({ body, db, actor }) => {
      const request = await requestOf(db, body.customer_id, body.id);
      const at = ctx.now();
      if (body.status === 'paid') {
        const cents = body.amount === undefined || body.amount === null ? Number(request.amount_due_cents ?? 0) : Math.round(body.amount * 100);
        if (cents <= 0) throw fieldError('amount', 'Indique el monto pagado.');
        await issueReceipt(db, ctx.config, await recordCounterPayment(db, request, { amount_cents: cents, method: 'counter', reference: body.reference ?? '' }, actor.label, at));
        return ok(await staffRequest(db, await requestOf(db, body.customer_id, body.id)), 'Pago registrado.');
      }
      if (request.payment_status === 'paid') throw new HttpError(409, 'La solicitud tiene un pago confirmado: anúlelo primero, con el motivo.');
      const amount = body.amount === undefined ? request.payment_amount : body.amount;
      await db.updateTable('user_procedures').set({
        payment_status: body.status, payment_amount: amount, amount_due_cents: amount === null ? null : Math.round(amount * 100),
      }).where('id', '=', request.id).execute();
      const event = body.status === 'pending' ? 'Pago pendiente' : 'Trámite sin pago';
      await recordHistory(db, request.id, at, actor.label, event, amount !== null && body.status !== 'not_required' ? formatMoney(Math.round(amount * 100)) : '');
      return ok(await staffRequest(db, await requestOf(db, body.customer_id, body.id)), `${event}.`);
    },
  });

  corporateCall(app, ctx, {
    call: calls.userProcedureDelete, write: { entity: 'userProcedure', invalidates: false },
    handler: async ({ body, db }) => {
      const request = await requestOf(db, body.customer_id, body.id);
      const files = await db.selectFrom('user_procedure_requirements').select('file_path').where('user_procedure_id', '=', request.id).execute();
      await db.deleteFrom('user_procedures').where('id', '=', request.id).execute();
      for (const file of files) if (file.file_path) await deletePrivateFile(ctx.config.mediaDir, file.file_path);
      return { res: 1 as const, data: { id: request.id }, message: 'Solicitud eliminada con sus documentos.' };
    },
  });

  // A file answer, so not corporateCall (JSON answers); the corporate access hook checks the caller and role all the same.
  app.post<{ Body: RequestOf<typeof calls.userProcedureDownloadFile> }>(calls.userProcedureDownloadFile.path, {
    config: { csrf: false },
    schema: { body: schemaOf(calls.userProcedureDownloadFile.request), response: { '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } },
  }, async (request, reply) => {
    const actor = request.actor;
    if (!actor) throw new HttpError(401, 'Inicie sesión para continuar, o envíe un token de acceso válido.');
    await requireCustomerAccess(ctx.db, actor, request.body.customer_id);
    const owner = await requestOf(ctx.db, request.body.customer_id, request.body.id);
    return sendPrivateFile(reply, ctx.config.mediaDir, await documentOf(ctx.db, owner.id, request.body.requirement_id));
  });
}
