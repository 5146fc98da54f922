// Failed sign-ins and wrong tokens, counted in the database so every instance sees the same count
// (and a test can move the clock). Past the limit within the window, the answer is 429 until the
// oldest failure leaves the window.
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { staffRepository } from './staff.repository.ts';

export interface FailureLimit {
  max: number;
  windowMs: number;
}

/** 5 failed sign-ins per account and per client within 15 minutes. */
export const LOGIN_FAILURE_LIMIT: FailureLimit = { max: 5, windowMs: 15 * 60_000 };
/** 10 wrong bearer tokens per client address within 15 minutes. */
export const TOKEN_FAILURE_LIMIT: FailureLimit = { max: 10, windowMs: 15 * 60_000 };

/** Throws 429 (with Retry-After) when any subject reached the limit within the window. */
export async function refuseWhenLocked(db: Db, subjects: readonly string[], limit: FailureLimit, now: Date, message: string): Promise<void> {
  const repo = staffRepository(db);
  const since = new Date(now.getTime() - limit.windowMs).toISOString();
  for (const subject of subjects) {
    const { count, oldest } = await repo.failuresSince(subject, since);
    if (count >= limit.max) {
      const freeAt = (oldest ? Date.parse(oldest) : now.getTime()) + limit.windowMs;
      throw new HttpError(429, message, { retryAfter: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) });
    }
  }
}

/** Records one failure for each subject (and forgets failures older than a day). */
export async function recordFailure(db: Db, subjects: readonly string[], now: Date): Promise<void> {
  const repo = staffRepository(db);
  for (const subject of subjects) await repo.addFailure(subject, now.toISOString());
  await repo.pruneFailures(new Date(now.getTime() - 24 * 3600_000).toISOString());
}
