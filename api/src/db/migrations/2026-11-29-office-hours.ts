// Frozen in time: this file must never change once released.
// One source of truth for where and when:
// - an office's opening hours are its schedules (the rows the booking reads); a schedule that gives
//   no appointments (`takes_appointments` 0) holds the hours of an office citizens visit without one.
//   The free text `offices.opening_hours` is no longer read or written: an office that had text and
//   no schedule gets a schedule without appointments parsed from it ('Lunes a viernes de 8:00 a
//   16:00', '… de 8:00 a 12:00 y de 13:00 a 16:00', 'Lunes, miércoles y viernes, 8:00-12:00; sábados
//   …'); text that does not parse stays in the column, untouched, for a clerk to read and enter as a
//   schedule. An office that had both keeps its schedule (what booking already offered); its text
//   stays in the column, unread.
// - a cancelled appointment says who cancelled it (`cancelled_by`: 'citizen' or 'city'), why
//   (`cancel_reason`, for the city) and which staff member (`cancelled_by_staff`, the audit label), so
//   the citizen's page tells the truth and a later outbox can write to them. Earlier cancellations
//   are the city's when the audit log shows a clerk's appointment/update on them, else the citizen's.
import { sql, type Kysely } from 'kysely';

const WEEKDAY_NAMES: Record<string, number> = {
  lunes: 1, martes: 2, miercoles: 3, jueves: 4, viernes: 5, sabado: 6, sabados: 6, domingo: 7, domingos: 7,
};

interface Range {
  weekday: number;
  start: string;
  end: string;
}

const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** 'HH:MM' of '8', '8:00', '08.30'; null for anything else. */
function timeOf(hours: string, minutes: string | undefined): string | null {
  const h = Number(hours);
  const m = minutes === undefined ? 0 : Number(minutes);
  if (!Number.isInteger(h) || h > 24 || m > 59 || (h === 24 && m > 0)) return null;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** The weekdays a part names ('lunes a viernes', 'lunes, miercoles y viernes', 'sabados'); null when it names none or something else. */
function weekdaysOf(part: string): number[] | null {
  const words = part.replace(/[,;:]/g, ' ').split(/\s+/).filter((word) => word !== '' && word !== 'de' && word !== 'los');
  const days: number[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    if (word === 'y' || word === 'e') continue;
    const day = WEEKDAY_NAMES[word];
    if (day === undefined) return null;
    if ((words[i + 1] === 'a' || words[i + 1] === 'al') && WEEKDAY_NAMES[words[i + 2] ?? ''] !== undefined) {
      const last = WEEKDAY_NAMES[words[i + 2]!]!;
      if (last < day) return null;
      for (let d = day; d <= last; d += 1) days.push(d);
      i += 2;
    } else {
      days.push(day);
    }
  }
  return days.length > 0 ? [...new Set(days)] : null;
}

/**
 * The ranges of a Spanish opening-hours text, or null when any part of it is not understood (a
 * clerk then enters the schedule: a wrong guess would offer hours the office does not keep).
 */
export function parseOpeningHours(text: string): Range[] | null {
  const ranges: Range[] = [];
  // Parts: '…; sábados …', or '… 12:00 y sábados …' (an 'y' after a time starts another part).
  const segments = fold(text).split(/[;\n]|\.(?!\d)|(?<=\d)\s+y\s+(?=(?:los\s+)?(?:lunes|martes|miercoles|jueves|viernes|sabados?|domingos?)\b)/).map((part) => part.trim()).filter(Boolean);
  if (segments.length === 0) return null;
  for (const segment of segments) {
    const firstDigit = segment.search(/\d/);
    if (firstDigit <= 0) return null;
    const weekdays = weekdaysOf(segment.slice(0, firstDigit).replace(/\s+de\s*$|\s+desde\s*$/, ' '));
    if (!weekdays) return null;
    const times = segment.slice(firstDigit);
    const pattern = /(\d{1,2})(?:[:.h](\d{2}))?\s*(?:a|-|–|hasta)\s*(\d{1,2})(?:[:.h](\d{2}))?/g;
    const found: { start: string; end: string }[] = [];
    let rest = times;
    for (const match of times.matchAll(pattern)) {
      const start = timeOf(match[1]!, match[2]);
      const end = timeOf(match[3]!, match[4]);
      if (!start || !end || end <= start) return null;
      found.push({ start, end });
      rest = rest.replace(match[0], ' ');
    }
    // Anything left but joining words ('de', 'y', 'h', 'hrs') is something we do not understand (a.m., p.m., 'previa cita').
    if (found.length === 0 || !/^(?:\s|de|y|h|hrs?|horas|,)*$/.test(rest)) return null;
    for (const weekday of weekdays) for (const range of found) ranges.push({ weekday, ...range });
  }
  return ranges;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('schedules').addColumn('takes_appointments', 'integer', (col) => col.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('appointments').addColumn('cancelled_by', 'varchar(10)').execute();
  await db.schema.alterTable('appointments').addColumn('cancel_reason', 'varchar(300)').execute();
  await db.schema.alterTable('appointments').addColumn('cancelled_by_staff', 'varchar(254)').execute();

  const offices = await sql<{ id: number; customer_id: string; opening_hours: string }>`
    select o.id, o.customer_id, o.opening_hours from offices o
    where o.opening_hours <> '' and not exists (select 1 from schedules s where s.office_id = o.id)`.execute(db);
  for (const office of offices.rows) {
    const ranges = parseOpeningHours(office.opening_hours);
    if (!ranges) continue;
    const inserted = await sql<{ id: number }>`insert into schedules (customer_id, office_id, name, slot_minutes, capacity, valid_from, valid_to, takes_appointments)
      values (${office.customer_id}, ${office.id}, 'Horario de atención', 30, 1, null, null, 0) returning id`.execute(db);
    const scheduleId = inserted.rows[0]!.id;
    for (const range of ranges) {
      await sql`insert into schedule_days (schedule_id, weekday, start_time, end_time) values (${scheduleId}, ${range.weekday}, ${range.start}, ${range.end})`.execute(db);
    }
    await sql`update offices set opening_hours = '' where id = ${office.id}`.execute(db);
  }

  await sql`update appointments set cancelled_by = case when exists (
      select 1 from audit_log a where a.call_name = 'appointment/update' and a.entity = 'appointment' and a.entity_id = appointments.id
    ) then 'city' else 'citizen' end
    where status = 'cancelled'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('appointments').dropColumn('cancelled_by_staff').execute();
  await db.schema.alterTable('appointments').dropColumn('cancel_reason').execute();
  await db.schema.alterTable('appointments').dropColumn('cancelled_by').execute();
  await db.schema.alterTable('schedules').dropColumn('takes_appointments').execute();
}
