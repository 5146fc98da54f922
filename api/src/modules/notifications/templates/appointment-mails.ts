// Appointment booked, moved, cancelled (by the citizen, or by the city with its reason), the
// reminder of the day before.
import type { City } from '../city.ts';
import type { MailLanguage } from '../events.ts';
import { render, type Block, type RenderedMail } from '../layout.ts';
import { dayAndTime, zoneName } from './format.ts';
import { appointmentIcs } from './ics.ts';

export interface AppointmentFacts {
  code: string;
  name: string;
  procedure: string | null;
  office: string;
  officeAddress: string;
  startsAt: string;
  endsAt: string;
  /** the procedure's requirements: what to bring */
  bring: string[];
  /** times it was moved (the calendar file's SEQUENCE) */
  moves?: number;
}

export interface MoveFacts extends AppointmentFacts {
  /** when it was before the move */
  previousStartsAt: string;
  by: 'citizen' | 'city';
}

export interface CancellationFacts extends AppointmentFacts {
  by: 'citizen' | 'city';
  reason: string | null;
}

const words = {
  es: {
    bookedSubject: (code: string) => `Cita reservada ${code}`,
    bookedHeading: 'Su cita quedó reservada',
    greeting: (name: string) => `Hola, ${name}:`,
    bookedIntro: 'Le esperamos en la oficina a la hora indicada. Guarde este correo: el código identifica su cita.',
    code: 'Código', procedure: 'Trámite', noProcedure: 'Atención general', office: 'Oficina', when: 'Día y hora',
    bring: 'Qué traer', bringNothing: 'Su documento de identidad.',
    calendar: 'El archivo adjunto «cita.ics» agrega la cita a su calendario.',
    manage: 'Ver o anular la cita',
    cancelledSubject: (code: string) => `Cita anulada ${code}`,
    cancelledHeading: 'Su cita fue anulada',
    byCitizen: 'Anuló su cita como lo pidió. El turno queda libre para otra persona.',
    byCity: 'La alcaldía anuló su cita. Disculpe las molestias.',
    reason: 'Motivo',
    rebook: 'Pedir otra cita',
    reminderSubject: (code: string) => `Recordatorio: su cita ${code} es mañana`,
    reminderHeading: 'Su cita es mañana',
    reminderIntro: 'Le recordamos su cita en la oficina. Si no puede venir, anúlela para que otra persona use el turno.',
    movedSubject: (code: string) => `Cita cambiada ${code}`,
    movedHeading: 'Su cita cambió de día u hora',
    movedByCitizen: 'Cambió su cita como lo pidió. El código es el mismo.',
    movedByCity: 'La alcaldía cambió el día u hora de su cita. El código es el mismo. Disculpe las molestias.',
    before: 'Antes',
    calendarMoved: 'El archivo adjunto «cita.ics» actualiza la cita en su calendario.',
  },
  en: {
    bookedSubject: (code: string) => `Appointment booked ${code}`,
    bookedHeading: 'Your appointment is booked',
    greeting: (name: string) => `Hello ${name},`,
    bookedIntro: 'We expect you at the office at the time below. Keep this e-mail: the code identifies your appointment.',
    code: 'Code', procedure: 'Procedure', noProcedure: 'General enquiries', office: 'Office', when: 'Day and time',
    bring: 'What to bring', bringNothing: 'Your identity document.',
    calendar: 'The attached file "cita.ics" adds the appointment to your calendar.',
    manage: 'See or cancel the appointment',
    cancelledSubject: (code: string) => `Appointment cancelled ${code}`,
    cancelledHeading: 'Your appointment was cancelled',
    byCitizen: 'Your appointment was cancelled as you asked. The slot is free for someone else.',
    byCity: 'The city cancelled your appointment. We apologise for the inconvenience.',
    reason: 'Reason',
    rebook: 'Book another appointment',
    reminderSubject: (code: string) => `Reminder: your appointment ${code} is tomorrow`,
    reminderHeading: 'Your appointment is tomorrow',
    reminderIntro: 'A reminder of your appointment at the office. If you cannot come, cancel it so someone else can have the slot.',
    movedSubject: (code: string) => `Appointment moved ${code}`,
    movedHeading: 'Your appointment has a new day or time',
    movedByCitizen: 'Your appointment was moved as you asked. The code stays the same.',
    movedByCity: 'The city moved your appointment to another day or time. The code stays the same. We apologise for the inconvenience.',
    before: 'Before',
    calendarMoved: 'The attached file "cita.ics" updates the appointment in your calendar.',
  },
} as const;

function when(city: City, facts: AppointmentFacts, language: MailLanguage): string {
  const end = new Intl.DateTimeFormat(language === 'es' ? 'es-VE' : 'en-US', { timeZone: city.timeZone, hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date(facts.endsAt));
  return `${dayAndTime(facts.startsAt, city.timeZone, language)}–${end} (${zoneName(facts.startsAt, city.timeZone, language)})`;
}

function factsBlock(city: City, facts: AppointmentFacts, language: MailLanguage): Block {
  const w = words[language];
  return {
    facts: [
      [w.code, facts.code],
      [w.procedure, facts.procedure ?? w.noProcedure],
      [w.office, facts.officeAddress ? `${facts.office}\n${facts.officeAddress}` : facts.office],
      [w.when, when(city, facts, language)],
    ],
  };
}

export function appointmentBooked(city: City, language: MailLanguage, facts: AppointmentFacts, now: Date): RenderedMail {
  const w = words[language];
  const link = `${city.siteUrl}/citas/${encodeURIComponent(facts.code)}`;
  const subject = `${w.bookedSubject(facts.code)} · ${city.name}`;
  const ics = appointmentIcs(city, {
    code: facts.code, summary: `${facts.procedure ?? w.noProcedure} · ${city.name}`,
    description: `${w.code}: ${facts.code}\n${link}`, location: [facts.office, facts.officeAddress].filter(Boolean).join(', '),
    startsAt: facts.startsAt, endsAt: facts.endsAt, stampedAt: now.toISOString(), moves: facts.moves ?? 0,
  });
  return render(city, language, {
    subject,
    heading: w.bookedHeading,
    blocks: [
      { p: w.greeting(facts.name) },
      { p: w.bookedIntro },
      factsBlock(city, facts, language),
      { facts: [[w.bring, facts.bring.length > 0 ? facts.bring.map((item) => `• ${item}`).join('\n') : w.bringNothing]] },
      { p: w.calendar },
      { link, label: w.manage },
    ],
  }, [{ filename: 'cita.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics }]);
}

export function appointmentCancelled(city: City, language: MailLanguage, facts: CancellationFacts, now: Date): RenderedMail {
  const w = words[language];
  const subject = `${w.cancelledSubject(facts.code)} · ${city.name}`;
  const ics = appointmentIcs(city, {
    code: facts.code, summary: `${facts.procedure ?? w.noProcedure} · ${city.name}`, description: `${w.code}: ${facts.code}`,
    location: [facts.office, facts.officeAddress].filter(Boolean).join(', '), startsAt: facts.startsAt, endsAt: facts.endsAt,
    stampedAt: now.toISOString(), cancelled: true, moves: facts.moves ?? 0,
  });
  const blocks: Block[] = [
    { p: w.greeting(facts.name) },
    { p: facts.by === 'city' ? w.byCity : w.byCitizen },
    factsBlock(city, facts, language),
  ];
  if (facts.by === 'city' && facts.reason) blocks.push({ facts: [[w.reason, facts.reason]] });
  blocks.push({ link: `${city.siteUrl}/citas/nueva`, label: w.rebook });
  return render(city, language, { subject, heading: w.cancelledHeading, blocks },
    [{ filename: 'cita.ics', contentType: 'text/calendar; charset=utf-8; method=CANCEL', content: ics }]);
}

export function appointmentReminder(city: City, language: MailLanguage, facts: AppointmentFacts): RenderedMail {
  const w = words[language];
  return render(city, language, {
    subject: `${w.reminderSubject(facts.code)} · ${city.name}`,
    heading: w.reminderHeading,
    blocks: [
      { p: w.greeting(facts.name) },
      { p: w.reminderIntro },
      factsBlock(city, facts, language),
      { facts: [[w.bring, facts.bring.length > 0 ? facts.bring.map((item) => `• ${item}`).join('\n') : w.bringNothing]] },
      { link: `${city.siteUrl}/citas/${encodeURIComponent(facts.code)}`, label: w.manage },
    ],
  });
}

export function appointmentMoved(city: City, language: MailLanguage, facts: MoveFacts, now: Date): RenderedMail {
  const w = words[language];
  const link = `${city.siteUrl}/citas/${encodeURIComponent(facts.code)}`;
  // The same UID with a higher SEQUENCE: calendar apps move the entry they have.
  const ics = appointmentIcs(city, {
    code: facts.code, summary: `${facts.procedure ?? w.noProcedure} · ${city.name}`,
    description: `${w.code}: ${facts.code}\n${link}`, location: [facts.office, facts.officeAddress].filter(Boolean).join(', '),
    startsAt: facts.startsAt, endsAt: facts.endsAt, stampedAt: now.toISOString(), moves: facts.moves ?? 1,
  });
  return render(city, language, {
    subject: `${w.movedSubject(facts.code)} · ${city.name}`,
    heading: w.movedHeading,
    blocks: [
      { p: w.greeting(facts.name) },
      { p: facts.by === 'city' ? w.movedByCity : w.movedByCitizen },
      factsBlock(city, facts, language),
      { facts: [[w.before, `${dayAndTime(facts.previousStartsAt, city.timeZone, language)} (${zoneName(facts.previousStartsAt, city.timeZone, language)})`]] },
      { p: w.calendarMoved },
      { link, label: w.manage },
    ],
  }, [{ filename: 'cita.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics }]);
}
