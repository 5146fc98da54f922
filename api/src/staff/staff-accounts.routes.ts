// The admins' staff calls: list, detail, invite, update (role, disabled), resetPassword, unlock,
// revokeSessions, policy, updatePolicy and the audit log (logs). An admin bound to a municipality
// sees and manages only that municipality's accounts: another's, or an account of every
// municipality, answers 404 as if it did not exist. Every change is audited with its values before
// and after, under the municipality whose account changed.
import type { FastifyInstance } from 'fastify';
import { STAFF_ROLES, type AuditChange, type StaffAccount, type StaffRole, calls } from '@portal/contract';
import type { AppContext } from '../context.ts';
import { ok } from '../corporate/checks.ts';
import { corporateCall } from '../corporate/corporate-call.ts';
import { pageWindow, pagedAnswer } from '../corporate/list-query.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { publicOrigin } from '../http/public-origin.ts';
import { createLink, pendingLink } from './account-links.ts';
import { factorsOf, mustEnrol } from './account-factors.ts';
import type { Actor } from './actor.ts';
import { changedFields, readAudit } from './audit.ts';
import { readFactorPolicy, writeFactorPolicy } from './factor-policy.ts';
import { lockedAddresses, unlockAccount } from './signin-throttle.ts';
import { NO_PASSWORD, staffRepository } from './staff.repository.ts';
import { normaliseEmail } from './staff.service.ts';

const staffWrite = { entity: 'staff', invalidates: false } as const;

type FactorRow = Parameters<typeof factorsOf>[0] & {
  id: number; email: string; role: string; customer_id: string | null; disabled: number; created: string; last_login: string | null; password_hash: string;
};

/** An account as admins see it. */
function accountOf(row: FactorRow, locked: number): StaffAccount {
  const factors = factorsOf(row);
  return {
    id: row.id, email: row.email, role: row.role as StaffRole, customer_id: row.customer_id, disabled: row.disabled === 1,
    created: row.created, last_login: row.last_login, passkeys: factors.passkeys, totp: factors.totp,
    invited: row.password_hash === NO_PASSWORD, locked,
  };
}

/** The account `id` if the actor may manage it (an unbound admin: any; a bound one: its municipality's); 404 otherwise. */
async function managedAccount(db: Db, actor: Actor, id: number) {
  const row = await staffRepository(db).accountWithFactors(id);
  if (!row || (actor.customerId !== null && row.customer_id !== actor.customerId)) throw new HttpError(404, 'La cuenta no existe.');
  return row;
}

/** Registers the admins' staff calls. */
export function staffAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  corporateCall(app, ctx, {
    call: calls.staffList,
    handler: async ({ body, actor, db }) => {
      const window = pageWindow(body);
      const [rows, total] = await staffRepository(db).listAccounts({ q: body.q ?? '', role: body.role, customerId: actor.customerId }, window.offset, window.pageSize, ctx.now().getTime());
      return pagedAnswer(rows.map((row) => accountOf(row, Number(row.locked_count))), total, window);
    },
  });

  corporateCall(app, ctx, {
    call: calls.staffDetail,
    handler: async ({ body, actor, db }) => {
      const row = await managedAccount(db, actor, body.id);
      const now = ctx.now();
      const locks = await lockedAddresses(db, row.email, now);
      return ok({
        ...accountOf(row, locks.length),
        sessions: await staffRepository(db).countSessionsOf(row.id),
        locks,
        link: await pendingLink(db, row.id, now),
      });
    },
  });

  corporateCall(app, ctx, {
    call: calls.staffInvite, write: staffWrite,
    handler: async ({ body, actor, db, request, audit }) => {
      if (body.all_customers && actor.customerId !== null) {
        throw new HttpError(403, 'Solo un administrador de todos los municipios puede invitar a una cuenta de todos los municipios.');
      }
      const repo = staffRepository(db);
      const email = normaliseEmail(body.email);
      if (await repo.accountByEmail(email)) throw Object.assign(new HttpError(409, 'Ya existe una cuenta con ese correo.'), { errors: [{ field: 'email', message: 'Ya existe una cuenta con ese correo.' }] });
      const customerId = body.all_customers ? null : body.customer_id;
      const now = ctx.now();
      const { id } = await repo.addAccount({ email, role: body.role, customer_id: customerId, password_hash: NO_PASSWORD, created: now.toISOString() });
      const link = await createLink(db, id, 'invite', actor.label, publicOrigin(ctx.config, request), now);
      audit.customerId = customerId;
      audit.changes = changedFields({}, { email, role: body.role, customer_id: customerId ?? 'todos' });
      const row = (await repo.accountWithFactors(id))!;
      return { res: 1 as const, data: { id, account: accountOf(row, 0), link }, message: 'Invitación creada. Entregue el enlace a la persona invitada: sirve una sola vez durante 72 horas.' };
    },
  });

  corporateCall(app, ctx, {
    call: calls.staffUpdate, write: staffWrite,
    handler: async ({ body, actor, db, audit }) => {
      const repo = staffRepository(db);
      const row = await managedAccount(db, actor, body.id);
      const before = { role: row.role, disabled: row.disabled === 1 };
      const after = { role: body.role ?? before.role, disabled: body.disabled ?? before.disabled };
      const changes = changedFields(before, after);
      // An admin who demoted or disabled themself could leave a municipality without one.
      if (changes.length > 0 && actor.staffId === row.id) throw new HttpError(409, 'No puede cambiar el rol ni desactivar su propia cuenta; pídaselo a otro administrador.');
      if (changes.length > 0) {
        await repo.updateAccount(row.id, { role: after.role, disabled: after.disabled ? 1 : 0 });
        // Whatever the sessions were allowed, they were allowed for the old role.
        await repo.deleteSessionsOf(row.id);
      }
      audit.customerId = row.customer_id;
      audit.changes = changes;
      const updated = (await repo.accountWithFactors(row.id))!;
      return ok(accountOf(updated, (await lockedAddresses(db, row.email, ctx.now())).length),
        changes.length > 0 ? 'Cuenta actualizada. Sus sesiones abiertas se cerraron.' : 'No había nada que cambiar.');
    },
  });

  corporateCall(app, ctx, {
    call: calls.staffResetPassword, write: staffWrite,
    handler: async ({ body, actor, db, request, audit }) => {
      const row = await managedAccount(db, actor, body.id);
      const now = ctx.now();
      const previous = await pendingLink(db, row.id, now);
      const link = await createLink(db, row.id, 'reset', actor.label, publicOrigin(ctx.config, request), now);
      audit.customerId = row.customer_id;
      audit.changes = [{ field: 'link', before: previous ? `${previous.purpose} hasta ${previous.expires_at}` : null, after: `reset hasta ${link.expires_at}` }];
      return ok(link, 'Enlace creado. Entréguelo a la persona: con él elegirá una contraseña nueva; sirve una sola vez durante 72 horas.');
    },
  });

  corporateCall(app, ctx, {
    call: calls.staffUnlock, write: staffWrite,
    handler: async ({ body, actor, db, audit }) => {
      const row = await managedAccount(db, actor, body.id);
      const locked = (await lockedAddresses(db, row.email, ctx.now())).length;
      await unlockAccount(db, row.email);
      audit.customerId = row.customer_id;
      audit.changes = [{ field: 'locked_addresses', before: String(locked), after: '0' }];
      return ok({ id: row.id, unlocked: locked }, locked > 0 ? 'Cuenta desbloqueada: puede volver a intentarlo desde cualquier dirección.' : 'La cuenta no estaba bloqueada; sus intentos fallidos se olvidaron.');
    },
  });

  corporateCall(app, ctx, {
    call: calls.staffRevokeSessions, write: staffWrite,
    handler: async ({ body, actor, db, audit }) => {
      const row = await managedAccount(db, actor, body.id);
      const closed = await staffRepository(db).deleteSessionsOf(row.id);
      audit.customerId = row.customer_id;
      audit.changes = [{ field: 'sessions', before: String(closed), after: '0' }];
      return ok({ id: row.id, closed }, closed === 1 ? 'Se cerró 1 sesión.' : `Se cerraron ${closed} sesiones.`);
    },
  });

  corporateCall(app, ctx, {
    call: calls.staffPolicy,
    handler: async ({ body, db }) => ok(await readFactorPolicy(db, body.customer_id)),
  });

  corporateCall(app, ctx, {
    call: calls.staffUpdatePolicy, write: staffWrite,
    handler: async ({ body, actor, db, audit }) => {
      const before = await readFactorPolicy(db, body.customer_id);
      const changes: AuditChange[] = [];
      for (const role of STAFF_ROLES) {
        const wanted = body[role];
        if (wanted === undefined || wanted === before[role]) continue;
        await writeFactorPolicy(db, body.customer_id, role, wanted);
        changes.push({ field: `second_factor.${role}`, before: String(before[role]), after: String(wanted) });
      }
      // An admin without a factor who required one of their own role would be shut out of the console.
      if (actor.staffId !== null) {
        const own = await staffRepository(db).accountWithFactors(actor.staffId);
        if (own && mustEnrol(factorsOf(own))) {
          throw new HttpError(409, 'Registre primero su propia llave de acceso o aplicación de códigos («Mi cuenta») antes de exigir un segundo factor a su rol.');
        }
      }
      audit.changes = changes;
      return ok(await readFactorPolicy(db, body.customer_id), changes.length > 0 ? 'Ajuste guardado.' : 'No había nada que cambiar.');
    },
  });

  corporateCall(app, ctx, {
    call: calls.staffLogs,
    handler: async ({ body, actor, db }) => {
      const window = pageWindow(body);
      const { data, total } = await readAudit(db, {
        entity: body.entity, entityId: body.entity_id, staffId: body.staff_id, call: body.call, q: body.q,
        customerId: actor.customerId ?? undefined,
      }, window);
      return pagedAnswer(data, total, window);
    },
  });
}
