// npm run staff -w api -- <command>: the operator's tool for staff accounts.
//   add <email> --role <admin|editor|clerk> [--customer <id>] [--password-stdin]
//   list
//   disable <email> | enable <email>
//   reset <email> [--password-stdin]
//   link <email>
//   unlock <email>
//   role <email> <admin|editor|clerk>
// `add` and `reset` print one line `password: <generated>` (or take the password from standard
// input with --password-stdin and print nothing of it). `link` prints one line `link: <url>`, a
// one-time link (72 hours) with which the account chooses a new password and can register a
// passkey or an authenticator app: how someone who lost a device gets back in. `unlock` lifts the
// account's sign-in locks. Disabling, resetting or changing a role closes the account's open
// sessions. Every change is written to the audit log as `cli`, with its values before and after.
import { parseArgs } from 'node:util';
import { isEmail, STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH, STAFF_ROLES, type AuditChange, type StaffRole } from '@portal/contract';
import type { Db } from '../db/database.ts';
import { createLink } from './account-links.ts';
import { changedFields, recordAudit } from './audit.ts';
import { generatePassword, hashPassword } from './passwords.ts';
import { unlockAccount } from './signin-throttle.ts';
import { NO_PASSWORD, staffRepository } from './staff.repository.ts';
import { normaliseEmail } from './staff.service.ts';

export interface CliIo {
  /** the whole of standard input, read only for --password-stdin */
  readStdin: () => Promise<string>;
  out: (line: string) => void;
  err: (line: string) => void;
  now: () => Date;
  /** the portal's PUBLIC_URL, which `link` prefixes; without it the link is a path on the portal */
  publicUrl?: string | null;
}

export const USAGE = `usage: npm run staff -w api -- <command>
  add <email> --role <admin|editor|clerk> [--customer <id>] [--password-stdin]
  list
  disable <email>
  enable <email>
  reset <email> [--password-stdin]
  link <email>
  unlock <email>
  role <email> <admin|editor|clerk>`;

class CliError extends Error {}

const cliActor = { staffId: null, label: 'cli' };

function roleOf(value: string | undefined): StaffRole {
  if (!value || !(STAFF_ROLES as readonly string[]).includes(value)) throw new CliError(`the role must be one of ${STAFF_ROLES.join(', ')}`);
  return value as StaffRole;
}

async function newPassword(io: CliIo, fromStdin: boolean): Promise<{ password: string; generated: boolean }> {
  if (!fromStdin) return { password: generatePassword(), generated: true };
  const password = (await io.readStdin()).replace(/\r?\n$/, '');
  if (password.length < STAFF_PASSWORD_MIN_LENGTH) throw new CliError(`the password must have at least ${STAFF_PASSWORD_MIN_LENGTH} characters`);
  if (password.length > STAFF_PASSWORD_MAX_LENGTH) throw new CliError(`the password must have at most ${STAFF_PASSWORD_MAX_LENGTH} characters`);
  return { password, generated: false };
}

/** Runs one command against the database; answers the exit code (0 done, 1 refused, 2 usage). */
export async function runStaffCli(db: Db, argv: readonly string[], io: CliIo): Promise<number> {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: [...argv], allowPositionals: true,
      options: { role: { type: 'string' }, customer: { type: 'string' }, 'password-stdin': { type: 'boolean' } },
    });
  } catch (error) {
    io.err(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const [command, ...rest] = parsed.positionals;
  const options = parsed.values as { role?: string; customer?: string; 'password-stdin'?: boolean };
  const repo = staffRepository(db);
  const audit = (call: string, staffId: number, customerId: string | null, changes: AuditChange[] = []) =>
    recordAudit(db, { actor: cliActor, call, entity: 'staff', entityId: staffId, customerId, changes, at: io.now() });
  const account = async (raw: string | undefined) => {
    if (!raw) throw new CliError('give the account e-mail');
    const found = await repo.accountByEmail(normaliseEmail(raw));
    if (!found) throw new CliError(`no account has the e-mail ${normaliseEmail(raw)}`);
    return found;
  };
  try {
    switch (command) {
      case 'add': {
        const email = normaliseEmail(rest[0] ?? '');
        if (!isEmail(email)) throw new CliError('give a valid e-mail address');
        const role = roleOf(options.role);
        const customerId = options.customer ?? null;
        if (customerId !== null && !(await db.selectFrom('customers').select('id').where('id', '=', customerId).executeTakeFirst())) {
          throw new CliError(`no customer has the id ${customerId}`);
        }
        if (await repo.accountByEmail(email)) throw new CliError(`an account with the e-mail ${email} exists already (use reset or role)`);
        const { password, generated } = await newPassword(io, options['password-stdin'] === true);
        const { id } = await repo.addAccount({ email, role, customer_id: customerId, password_hash: await hashPassword(password), created: io.now().toISOString() });
        await audit('staff/add', id, customerId, changedFields({}, { email, role, customer_id: customerId ?? 'todos' }));
        if (generated) io.out(`password: ${password}`);
        io.err(`created ${email} (${role}${customerId ? `, customer ${customerId}` : ''})`);
        return 0;
      }
      case 'list': {
        const [rows] = await repo.listAccounts({ q: '' }, 0, 100_000);
        for (const row of rows) {
          io.out([row.email, row.role, row.disabled === 1 ? 'disabled' : 'active', row.customer_id ?? 'all customers', row.last_login ?? 'never signed in'].join('\t'));
        }
        if (rows.length === 0) io.err('no staff accounts yet: npm run staff -w api -- add <email> --role admin');
        return 0;
      }
      case 'disable':
      case 'enable': {
        const found = await account(rest[0]);
        await repo.updateAccount(found.id, { disabled: command === 'disable' ? 1 : 0 });
        if (command === 'disable') await repo.deleteSessionsOf(found.id);
        await audit(`staff/${command}`, found.id, found.customer_id, changedFields({ disabled: found.disabled === 1 }, { disabled: command === 'disable' }));
        io.err(`${command}d ${found.email}`);
        return 0;
      }
      case 'reset': {
        const found = await account(rest[0]);
        const { password, generated } = await newPassword(io, options['password-stdin'] === true);
        await repo.updateAccount(found.id, { password_hash: await hashPassword(password) });
        await repo.deleteSessionsOf(found.id);
        await unlockAccount(db, found.email);
        await audit('staff/reset', found.id, found.customer_id, [{ field: 'password', before: 'anterior', after: 'nueva' }]);
        if (generated) io.out(`password: ${password}`);
        io.err(`new password set for ${found.email}; its sessions are closed`);
        return 0;
      }
      case 'link': {
        const found = await account(rest[0]);
        const link = await createLink(db, found.id, found.password_hash === NO_PASSWORD ? 'invite' : 'reset', cliActor.label, io.publicUrl ?? '', io.now());
        await audit('staff/resetPassword', found.id, found.customer_id, [{ field: 'link', before: null, after: `${link.purpose} hasta ${link.expires_at}` }]);
        io.out(`link: ${link.url}`);
        io.err(`one-time link for ${found.email}, valid until ${link.expires_at}${io.publicUrl ? '' : ' (a path: open it on the portal\'s address)'}`);
        return 0;
      }
      case 'unlock': {
        const found = await account(rest[0]);
        const pairs = await unlockAccount(db, found.email);
        await audit('staff/unlock', found.id, found.customer_id, [{ field: 'locked_addresses', before: String(pairs), after: '0' }]);
        io.err(`unlocked ${found.email} (${pairs} address${pairs === 1 ? '' : 'es'} held failed attempts)`);
        return 0;
      }
      case 'role': {
        const found = await account(rest[0]);
        const role = roleOf(rest[1]);
        await repo.updateAccount(found.id, { role });
        await repo.deleteSessionsOf(found.id);
        await audit('staff/role', found.id, found.customer_id, changedFields({ role: found.role }, { role }));
        io.err(`${found.email} is now ${role}; its sessions are closed`);
        return 0;
      }
      default:
        io.err(USAGE);
        return 2;
    }
  } catch (error) {
    if (error instanceof CliError) {
      io.err(`error: ${error.message}`);
      return 1;
    }
    throw error;
  }
}
