// Demo online requests with a timeline over the last months, so a fresh demo city's indicators
// (/indicadores) have figures to show: for the last procedures of the catalogue with a service
// standard (tests work on the first ones), about a dozen requests filed on days spread over half a
// year, most decided after a varying number of working days (some past the due date), the newest
// still open. Deterministic but for the codes.
import { addWorkingDays, businessTimeZone } from '@portal/contract';
import type { Db } from './database.ts';
import { newCitizenCode } from '../modules/codes/citizen-code.ts';
import { addDays, dayIn } from '../modules/appointments/free-slots.ts';
import { zonedInstant } from '../modules/schedule/slots.ts';

const PROCEDURES = 10;

export async function seedDemoRequests(db: Db, customerId: string, now: Date): Promise<void> {
  const [customer, holidayRows, procedures, states] = await Promise.all([
    db.selectFrom('customers').select('time_zone').where('id', '=', customerId).executeTakeFirstOrThrow(),
    db.selectFrom('holidays').select('date').where('customer_id', '=', customerId).execute(),
    db.selectFrom('procedures').select(['id', 'standard_days']).where('customer_id', '=', customerId).where('standard_days', 'is not', null)
      .orderBy('id', 'desc').limit(PROCEDURES).execute(),
    db.selectFrom('procedure_states').select(['id', 'name']).where('customer_id', '=', customerId).execute(),
  ]);
  const zone = businessTimeZone(customer.time_zone);
  const holidays = new Set(holidayRows.map((row) => row.date));
  const today = dayIn(now, zone);
  const stateId = (name: string) => states.find((state) => state.name === name)?.id ?? null;
  // The last one gets 3 only: its figures are suppressed, as a city's rarely used procedure would be.
  const rows = procedures.flatMap((procedure, i) => Array.from({ length: i === procedures.length - 1 ? 3 : 6 + ((i * 7) % 9) }, (_, j) => {
    const standard = procedure.standard_days!;
    const filed = addDays(today, -(3 + ((i * 13 + j * 17) % 170)));
    const took = (i + j * 3) % (standard + 5);
    const decidedDay = addWorkingDays(filed, took, holidays);
    const open = decidedDay >= today;
    const at = (day: string) => zonedInstant(day, '10:30', zone).toISOString();
    return {
      customer_id: customerId, code: newCitizenCode('T'), procedure_id: procedure.id,
      state_id: open ? stateId('En revisión') : stateId(j % 5 === 4 ? 'Rechazado' : 'Aprobado'),
      name: 'Vecino de ejemplo', national_id: 'V-00.000.000', email: 'vecino@ejemplo.invalid', phone: '0414 000 0000',
      created: at(filed), updated: at(open ? filed : decidedDay),
      payment_status: 'not_required' as const, payment_amount: null, payment_reference: '', paid_at: null,
      due_date: addWorkingDays(filed, standard, holidays), decided_at: open ? null : at(decidedDay),
    };
  }));
  for (let start = 0; start < rows.length; start += 200) await db.insertInto('user_procedures').values(rows.slice(start, start + 200)).execute();
}
