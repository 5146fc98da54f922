// /api/v2/corporate/postApproval/{detail,update}/ (admins): the role that publishes, schedules and
// approves the customer's news posts (customers.post_approver_role; contract/src/post-approval.ts).
import type { FastifyInstance } from 'fastify';
import { calls, type PostApproval } from '@portal/contract';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { found, ok } from '../corporate/checks.ts';
import { corporateCall } from '../corporate/corporate-call.ts';

const ROLE_NAMES: Record<PostApproval['approver_role'], string> = { editor: 'los editores', admin: 'los administradores' };

async function approverRoleOf(db: Db, customerId: string): Promise<PostApproval['approver_role']> {
  const row = found(await db.selectFrom('customers').select('post_approver_role').where('id', '=', customerId).executeTakeFirst(), 'El cliente indicado no existe.');
  return row.post_approver_role === 'admin' ? 'admin' : 'editor';
}

/** Registers the approval-role calls. */
export function postApprovalRoutes(app: FastifyInstance, ctx: AppContext): void {
  corporateCall(app, ctx, {
    call: calls.postApprovalDetail,
    handler: async ({ body, db }) => ok({ approver_role: await approverRoleOf(db, body.customer_id) }),
  });

  corporateCall(app, ctx, {
    call: calls.postApprovalUpdate, write: { entity: 'customer', invalidates: false },
    handler: async ({ body, db, audit }) => {
      const before = await approverRoleOf(db, body.customer_id);
      await db.updateTable('customers').set({ post_approver_role: body.approver_role }).where('id', '=', body.customer_id).execute();
      audit.changes = [{ field: 'post_approver_role', before, after: body.approver_role }];
      return ok({ approver_role: body.approver_role }, `Publican las noticias ${ROLE_NAMES[body.approver_role]}.`);
    },
  });
}
