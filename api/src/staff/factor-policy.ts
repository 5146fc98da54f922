// Which roles of a municipality must sign in with a second factor (staff/policy and
// staff/updatePolicy). No row: not required, as before this setting existed. How the setting binds
// an account is in account-factors.ts.
import { STAFF_ROLES, type FactorPolicy, type StaffRole } from '@portal/contract';
import type { Db } from '../db/database.ts';

/** The municipality's setting for every role. */
export async function readFactorPolicy(db: Db, customerId: string): Promise<FactorPolicy> {
  const rows = await db.selectFrom('staff_factor_policies').select(['role', 'required']).where('customer_id', '=', customerId).execute();
  const policy: FactorPolicy = { admin: false, editor: false, clerk: false };
  for (const row of rows) if ((STAFF_ROLES as readonly string[]).includes(row.role)) policy[row.role as StaffRole] = row.required === 1;
  return policy;
}

/** Sets one role's requirement for the municipality. */
export async function writeFactorPolicy(db: Db, customerId: string, role: StaffRole, required: boolean): Promise<void> {
  await db.insertInto('staff_factor_policies')
    .values({ customer_id: customerId, role, required: required ? 1 : 0 })
    .onConflict((oc) => oc.columns(['customer_id', 'role']).doUpdateSet({ required: required ? 1 : 0 }))
    .execute();
}
