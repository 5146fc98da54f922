// The steps of moving an appointment from the folder without JavaScript: /mi-carpeta?cambiar=<code>
// lists the days its office has free times, &dia=<date> that day's times, and a plain form posts
// the one chosen (folder-page.routes.ts, action 'cambiar'). Only the citizen's own upcoming
// appointments can be opened this way; any other code is the folder's one 404.
import type { FolderMoveStep } from '@portal/contract';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { availableDays } from '../appointments/availability.ts';
import { normaliseCitizenCode } from '../codes/citizen-code.ts';
import { folderAppointments, type Owner } from './folder-data.ts';

export const NOT_MOVABLE = 'No encontramos esa cita entre sus citas próximas.';

export async function moveStepOf(db: Db, owner: Owner, code: string, day: string | undefined, now: Date): Promise<FolderMoveStep> {
  const typed = normaliseCitizenCode('A', code);
  const appointment = typed === null ? undefined : (await folderAppointments(db, owner, now)).find((item) => item.code === typed && item.can_cancel);
  if (!appointment) throw new HttpError(404, NOT_MOVABLE);
  const { days } = await availableDays(db, { customer_id: owner.customerId, office_id: appointment.office.id }, now);
  // The appointment's own time is not a time to move to.
  const open = days.map((item) => ({ ...item, slots: item.slots.filter((slot) => item.date !== appointment.date || slot.start !== appointment.start) }))
    .filter((item) => item.slots.length > 0);
  return { appointment, days: open, day: open.find((item) => item.date === day)?.date ?? null };
}

/** 'YYYY-MM-DDTHH:MM' of the times' radio buttons, as the booking's slot step writes them. */
export function parseSlotValue(value: string | undefined): { date: string; start: string } | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value ?? '');
  return match ? { date: match[1]!, start: match[2]! } : null;
}
