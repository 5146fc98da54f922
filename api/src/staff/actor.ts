// Who makes a corporate call: a signed-in staff member or an ADMIN_TOKENS token (as admin).
import { createHash } from 'node:crypto';
import type { StaffRole } from '@portal/contract';

export interface Actor {
  kind: 'staff' | 'token';
  /** the staff account, null for a token */
  staffId: number | null;
  /** what the audit log writes: the staff e-mail or 'token 1a2b3c4d' */
  label: string;
  role: StaffRole;
  /** the only customer the actor may manage; null: every customer */
  customerId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** set by the staff access check on every corporate call that passed it */
    actor: Actor | null;
  }
}

/** The audit label of an ADMIN_TOKENS token: 'token ' and the first 8 hex digits of its SHA-256 (never the token). */
export function tokenLabel(token: string): string {
  return `token ${createHash('sha256').update(token).digest('hex').slice(0, 8)}`;
}

/** The actor of a machine client holding an ADMIN_TOKENS token. */
export function tokenActor(token: string): Actor {
  return { kind: 'token', staffId: null, label: tokenLabel(token), role: 'admin', customerId: null };
}
