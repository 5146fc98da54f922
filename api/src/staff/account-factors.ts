// What an account has and owes for a second factor, read in the same query as the account (the
// session check runs it on every corporate call): its passkeys, whether an authenticator app is
// set up, and whether its role must use one. A role requires it when the account's municipality
// says so; an account bound to no municipality acts for all of them, so any municipality's
// requirement for its role binds it.
import { sql } from 'kysely';

/** Selections for a query over staff_accounts: passkey_count, has_totp and factor_required. */
export const factorColumns = [
  sql<number | string>`(select count(*) from staff_passkeys where staff_passkeys.staff_id = staff_accounts.id)`.as('passkey_count'),
  sql<number>`(case when exists (select 1 from staff_totp where staff_totp.staff_id = staff_accounts.id and staff_totp.secret is not null) then 1 else 0 end)`.as('has_totp'),
  sql<number>`(case when exists (select 1 from staff_factor_policies where staff_factor_policies.role = staff_accounts.role
    and staff_factor_policies.required = 1
    and (staff_accounts.customer_id is null or staff_factor_policies.customer_id = staff_accounts.customer_id)) then 1 else 0 end)`.as('factor_required'),
] as const;

export interface AccountFactors {
  passkeys: number;
  totp: boolean;
  /** the role must sign in with a second factor */
  required: boolean;
}

/** The factors of a row read with factorColumns. */
export function factorsOf(row: { passkey_count: number | string; has_totp: number; factor_required: number }): AccountFactors {
  return { passkeys: Number(row.passkey_count), totp: Number(row.has_totp) === 1, required: Number(row.factor_required) === 1 };
}

/** True when the role requires a second factor and the account has none yet. */
export function mustEnrol(factors: AccountFactors): boolean {
  return factors.required && factors.passkeys === 0 && !factors.totp;
}
