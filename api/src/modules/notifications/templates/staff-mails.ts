// The daily digest a clerk may ask for: what arrived since yesterday and what waits on the city,
// by code and reference only (the names and messages stay in the console, behind its sign-in).
import type { City } from '../city.ts';
import { render, type Block, type RenderedMail } from '../layout.ts';

export interface DigestFacts {
  /** the city's day it is for, YYYY-MM-DD */
  day: string;
  newRequests: { code: string; procedure: string }[];
  newRequestCount: number;
  unanswered: { reference: string; received: string }[];
  unansweredCount: number;
  appointmentsToday: { office: string; count: number }[];
}

const MAX_LINES = 15;

/** Spanish only: the console the digest points to is the staff's, in Spanish by default. */
export function staffDigest(city: City, facts: DigestFacts): RenderedMail {
  const [year, month, day] = facts.day.split('-');
  const appointments = facts.appointmentsToday.reduce((sum, office) => sum + office.count, 0);
  const blocks: Block[] = [
    { p: `Resumen del ${day}/${month}/${year} del portal de ${city.name}.` },
    { facts: [
      ['Solicitudes nuevas (últimas 24 horas)', String(facts.newRequestCount)],
      ['Mensajes sin responder', String(facts.unansweredCount)],
      ['Citas para hoy', String(appointments)],
    ] },
  ];
  if (facts.newRequests.length > 0) {
    blocks.push({ p: 'Solicitudes nuevas:' }, { facts: facts.newRequests.slice(0, MAX_LINES).map((item) => [item.code, item.procedure] as const) });
    if (facts.newRequestCount > MAX_LINES) blocks.push({ p: `… y ${facts.newRequestCount - MAX_LINES} más en la consola.` });
  }
  if (facts.unanswered.length > 0) {
    blocks.push({ p: 'Mensajes que esperan respuesta (el más antiguo primero):' }, { facts: facts.unanswered.slice(0, MAX_LINES).map((item) => [item.reference, `recibido el ${item.received}`] as const) });
    if (facts.unansweredCount > MAX_LINES) blocks.push({ p: `… y ${facts.unansweredCount - MAX_LINES} más en la consola.` });
  }
  if (facts.appointmentsToday.length > 0) blocks.push({ p: 'Citas de hoy por oficina:' }, { facts: facts.appointmentsToday.map((office) => [office.office, String(office.count)] as const) });
  blocks.push(
    { link: `${city.siteUrl}/admin/`, label: 'Abrir la consola' },
    { p: 'Recibe este correo porque lo pidió en «Mi cuenta» de la consola; puede dejar de recibirlo allí.' },
  );
  return render(city, 'es', {
    subject: `Resumen diario: ${facts.newRequestCount} solicitudes nuevas, ${facts.unansweredCount} mensajes sin responder · ${city.name}`,
    heading: 'Resumen diario',
    blocks,
  });
}
