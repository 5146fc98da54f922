// The citizen's appointment calls, /api/v2/appointment/* (contract/src/appointment.ts). Reads are
// exempt from the CSRF check like the blog's (nothing to forge); booking, moving and cancelling need it.
// Looking an appointment up counts in the per-client budget every code look-up shares, so codes
// cannot be tried by the thousand.
import type { FastifyInstance } from 'fastify';
import {
  AppointmentLookupRequestSchema, AppointmentMoveRequestSchema, AppointmentOfficesRequestSchema, AppointmentOfficesResponseSchema, AppointmentResponseSchema,
  AvailableRequestSchema, AvailableResponseSchema, CreateAppointmentRequestSchema, CreateAppointmentResponseSchema, ErrorResponseSchema,
  type AppointmentLookupRequest, type AppointmentMoveRequest, type AppointmentOfficesRequest, type AvailableRequest, type CreateAppointmentRequest,
} from '@portal/contract/schemas';
import { checkBooking } from '@portal/contract';
import type { AppContext } from '../context.ts';
import { codeLookupLimit } from '../http/rate-limits.ts';
import { appointmentForCitizen, bookAppointment, cancelAppointment, findByCodeAndEmail } from './booking.ts';
import { moveAppointment } from './move.ts';
import { availableDays, officesForProcedure } from './availability.ts';
import { languageOf } from '../modules/notifications/language.ts';

const errors = { '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema };

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export async function appointmentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const lookupLimit = codeLookupLimit(ctx);

  app.post<{ Body: AppointmentOfficesRequest }>('/api/v2/appointment/offices/', {
    config: { csrf: false },
    schema: { body: AppointmentOfficesRequestSchema, response: { 200: AppointmentOfficesResponseSchema, ...errors } },
  }, async (request) => ({ res: 1 as const, data: await officesForProcedure(ctx.db, request.body.customer_id, request.body.procedure_id, ctx.now()), message: '' }));

  app.post<{ Body: AvailableRequest }>('/api/v2/appointment/getAvailable/', {
    config: { csrf: false },
    schema: { body: AvailableRequestSchema, response: { 200: AvailableResponseSchema, ...errors } },
  }, async (request) => ({ res: 1 as const, data: await availableDays(ctx.db, request.body, ctx.now()), message: '' }));

  app.post<{ Body: CreateAppointmentRequest }>('/api/v2/appointment/create/', {
    config: {
      rateLimit: { max: ctx.config.writeRateLimit, timeWindow: 60_000 },
      fieldRules: (body) => checkBooking({ name: text(body.name), national_id: text(body.national_id), email: text(body.email), phone: text(body.phone) }),
    },
    schema: { body: CreateAppointmentRequestSchema, response: { 201: CreateAppointmentResponseSchema, ...errors } },
  }, async (request, reply) => {
    const appointment = await bookAppointment(ctx.db, request.body, ctx.now(), { config: ctx.config, language: languageOf(request) });
    ctx.mail.nudge();
    return reply.code(201).send({ res: 1, data: appointment, message: `Su cita quedó reservada. Código: ${appointment.code}.` });
  });

  app.post<{ Body: AppointmentLookupRequest }>('/api/v2/appointment/detail/', {
    config: { csrf: false, rateLimit: lookupLimit },
    schema: { body: AppointmentLookupRequestSchema, response: { 200: AppointmentResponseSchema, ...errors } },
  }, async (request) => {
    const { customer_id: customerId, code, email } = request.body;
    return { res: 1 as const, data: await appointmentForCitizen(ctx.db, customerId, code, email), message: '' };
  });

  app.post<{ Body: AppointmentLookupRequest }>('/api/v2/appointment/cancel/', {
    config: { rateLimit: lookupLimit },
    schema: { body: AppointmentLookupRequestSchema, response: { 200: AppointmentResponseSchema, ...errors } },
  }, async (request) => {
    const { customer_id: customerId, code, email } = request.body;
    const { appointment, message } = await cancelAppointment(ctx.db, customerId, code, email, ctx.now(), { config: ctx.config, language: languageOf(request) });
    ctx.mail.nudge();
    return { res: 1 as const, data: appointment, message };
  });

  // Another free time of the same office, found with appointment/available/ for its office.
  app.post<{ Body: AppointmentMoveRequest }>('/api/v2/appointment/move/', {
    config: { rateLimit: lookupLimit },
    schema: { body: AppointmentMoveRequestSchema, response: { 200: AppointmentResponseSchema, ...errors } },
  }, async (request) => {
    const { customer_id: customerId, code, email, date, start } = request.body;
    const row = await findByCodeAndEmail(ctx.db, customerId, code, email);
    await moveAppointment(ctx.db, row, { date, start }, ctx.now(), { config: ctx.config, by: 'citizen', language: languageOf(request) });
    ctx.mail.nudge();
    const moved = await appointmentForCitizen(ctx.db, customerId, code, email);
    return { res: 1 as const, data: moved, message: 'Su cita cambió de día u hora. El código es el mismo; le enviamos la nueva hora por correo.' };
  });
}
