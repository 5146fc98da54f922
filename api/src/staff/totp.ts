// The fallback second factor: a six-digit code from an authenticator app (TOTP, RFC 6238: SHA-1,
// 30-second steps, the usual apps' defaults), checked with otplib. The secret is shown as text
// and as an otpauth:// URI, never as an image fetched from elsewhere. A code is accepted once: the
// step it belongs to is stored in the same statement that accepts it, so two requests with one
// code (a replay, or a double click) cannot both pass.
import { generateSecret, generateURI, verify } from 'otplib';
import { normaliseTotpCode, TOTP_CODE_PATTERN } from '@portal/contract';
import type { Db } from '../db/database.ts';

/** One step either side of now, for a phone's clock a little off and the time it takes to type. */
const TOLERANCE_SECONDS = 30;
const codePattern = new RegExp(TOTP_CODE_PATTERN);

/** The time step a code of `secret` was made for, or null when it is not a current code. */
async function stepOf(secret: string, code: string, now: Date): Promise<number | null> {
  const token = normaliseTotpCode(code);
  if (!codePattern.test(token)) return null;
  try {
    const result = await verify({ secret, token, epoch: Math.floor(now.getTime() / 1000), epochTolerance: TOLERANCE_SECONDS });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}

/** Starts (or restarts) an enrolment: a new pending secret, and its text and URI for the app. */
export async function startTotp(db: Db, staffId: number, label: string, issuer: string, now: Date): Promise<{ secret: string; uri: string }> {
  const secret = generateSecret();
  await db.insertInto('staff_totp')
    .values({ staff_id: staffId, secret: null, pending_secret: secret, created: now.toISOString(), last_step: null })
    .onConflict((oc) => oc.column('staff_id').doUpdateSet({ pending_secret: secret }))
    .execute();
  return { secret, uri: generateURI({ issuer, label, secret }) };
}

/** Confirms the pending secret with a code it made: it becomes the account's app. False: wrong code. */
export async function confirmTotp(db: Db, staffId: number, code: string, now: Date): Promise<boolean> {
  const row = await db.selectFrom('staff_totp').select('pending_secret').where('staff_id', '=', staffId).executeTakeFirst();
  if (!row?.pending_secret) return false;
  const step = await stepOf(row.pending_secret, code, now);
  if (step === null) return false;
  const updated = await db.updateTable('staff_totp')
    .set({ secret: row.pending_secret, pending_secret: null, last_step: step, created: now.toISOString() })
    .where('staff_id', '=', staffId).where('pending_secret', '=', row.pending_secret)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/** True when `code` is a current code of the account's app not accepted before (and marks it used). */
export async function checkTotp(db: Db, staffId: number, code: string, now: Date): Promise<boolean> {
  const row = await db.selectFrom('staff_totp').select('secret').where('staff_id', '=', staffId).executeTakeFirst();
  if (!row?.secret) return false;
  const step = await stepOf(row.secret, code, now);
  if (step === null) return false;
  const accepted = await db.updateTable('staff_totp')
    .set({ last_step: step })
    .where('staff_id', '=', staffId)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return accepted.numUpdatedRows > 0n;
}

/** Removes the account's app (and any enrolment in progress). */
export async function removeTotp(db: Db, staffId: number): Promise<void> {
  await db.deleteFrom('staff_totp').where('staff_id', '=', staffId).execute();
}
