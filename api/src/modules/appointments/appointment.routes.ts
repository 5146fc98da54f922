// The citizen's appointment calls, /api/v2/appointment/* (contract/src/appointment.ts). Reads are
// exempt from the CSRF check like the blog's (nothing to forge); booking, moving and cancelling need it.
// Looking an appointment up counts in the per-client budget every code look-up shares, so codes
// cannot be tried by the thousand.
import type { FastifyInstance } from 'fastify';
import { checkBooking, calls } from '@portal/contract';
import { callRoute } from '../../http/call-route.ts';
import type { AppContext } from '../../context.ts';
import { codeLookupLimit } from '../../http/rate-limits.ts';
import { appointmentForCitizen, bookAppointment, cancelAppointment, findByCodeAndEmail } from './booking.ts';
import { moveAppointment } from './move.ts';
import { availableDays, officesForProcedure } from './availability.ts';
import { languageOf } from '../notifications/language.ts';


const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export async function appointmentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const lookupLimit = codeLookupLimit(ctx);

  callRoute(app, calls.appointmentOffices, {}, async (request) => ({ res: 1 as const, data: await officesForProcedure(ctx.db, request.body.customer_id, request.body.procedure_id, ctx.now()), message: '' }));

  callRoute(app, calls.appointmentFreeDays, {}, async (request) => ({ res: 1 as const, data: await availableDays(ctx.db, request.body, ctx.now()), message: '' }));

  callRoute(app, calls.appointmentBook, {
    config: {
      rateLimit: { max: ctx.config.writeRateLimit, timeWindow: 60_000 },
      fieldRules: (body) => checkBooking({ name: text(body.name), national_id: text(body.national_id), email: text(body.email), phone: text(body.phone) }),
    },
  }, async (request, reply) => {
    const appointment = await bookAppointment(ctx.db, request.body, ctx.now(), { config: ctx.config, language: languageOf(request) });
    ctx.mail.nudge();
    return reply.code(201).send({ res: 1, data: appointment, message: `Su cita quedó reservada. Código: ${appointment.code}.` });
  });

  callRoute(app, calls.appointmentLookup, {
    config: { rateLimit: lookupLimit },
  }, async (request) => {
    const { customer_id: customerId, code, email } = request.body;
    return { res: 1 as const, data: await appointmentForCitizen(ctx.db, customerId, code, email), message: '' };
  });

  callRoute(app, calls.appointmentCancel, {
    config: { rateLimit: lookupLimit },
  }, async (request) => {
    const { customer_id: customerId, code, email } = request.body;
    const { appointment, message } = await cancelAppointment(ctx.db, customerId, code, email, ctx.now(), { config: ctx.config, language: languageOf(request) });
    ctx.mail.nudge();
    return { res: 1 as const, data: appointment, message };
  });

  // Another free time of the same office, found with appointment/getAvailable/ for its office.
  callRoute(app, calls.appointmentMove, {
    config: { rateLimit: lookupLimit },
  }, async (request) => {
    const { customer_id: customerId, code, email, date, start } = request.body;
    const row = await findByCodeAndEmail(ctx.db, customerId, code, email);
    await moveAppointment(ctx.db, row, { date, start }, ctx.now(), { config: ctx.config, by: 'citizen', language: languageOf(request) });
    ctx.mail.nudge();
    const moved = await appointmentForCitizen(ctx.db, customerId, code, email);
    return { res: 1 as const, data: moved, message: 'Su cita cambió de día u hora. El código es el mismo; le enviamos la nueva hora por correo.' };
  });
}
