// The audit log: every corporate write (and sign-in, sign-out and the staff CLI) records who, when,
// which call and the entity it touched, in the same transaction as the write.
import type { AuditEntry } from '@portal/contract';
import type { Db } from '../db/database.ts';
import { matchesWords, type PageWindow } from '../corporate/list-query.ts';
import type { Actor } from './actor.ts';

export interface AuditRecord {
  actor: Pick<Actor, 'staffId' | 'label'>;
  call: string;
  entity: string;
  entityId: number | null;
  customerId: string | null;
  at: Date;
}

/** Writes one audit row (pass the write's transaction). */
export async function recordAudit(db: Db, record: AuditRecord): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: record.at.toISOString(),
      staff_id: record.actor.staffId,
      actor: record.actor.label,
      call_name: record.call,
      entity: record.entity,
      entity_id: record.entityId,
      customer_id: record.customerId,
    })
    .execute();
}

export interface AuditFilter {
  entity?: string;
  entityId?: number;
  staffId?: number;
  call?: string;
  q?: string;
  /** only this customer's entries (and those of no customer); undefined: every entry */
  customerId?: string;
}

/** One page of the audit log, newest first, and how many entries match. */
export async function readAudit(db: Db, filter: AuditFilter, window: PageWindow): Promise<{ data: AuditEntry[]; total: number }> {
  let query = db.selectFrom('audit_log').where((eb) => matchesWords(eb, ['actor', 'call_name'], filter.q));
  if (filter.entity !== undefined) query = query.where('entity', '=', filter.entity);
  if (filter.entityId !== undefined) query = query.where('entity_id', '=', filter.entityId);
  if (filter.staffId !== undefined) query = query.where('staff_id', '=', filter.staffId);
  if (filter.call !== undefined) query = query.where('call_name', '=', filter.call);
  if (filter.customerId !== undefined) {
    const customerId = filter.customerId;
    query = query.where((eb) => eb.or([eb('customer_id', '=', customerId), eb('customer_id', 'is', null)]));
  }
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('id', 'desc').limit(window.pageSize).offset(window.offset).execute(),
    query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id, at: row.at, actor: row.actor, staff_id: row.staff_id, call: row.call_name,
      entity: row.entity, entity_id: row.entity_id === null ? null : Number(row.entity_id), customer_id: row.customer_id,
    })),
    total: Number(count?.n ?? 0),
  };
}
