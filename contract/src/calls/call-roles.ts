// Who may make which corporate call, derived from the table of calls (corporate-calls.ts): the server
// authorises every /api/v2/corporate/<call>/ request with roleMayCall(); the staff console reads the
// same table (and GET /api/v2/staff/me/ answers the calls of the signed-in role) to show only the
// sections a role may use. A call missing from the table is for admins only.
import type { StaffRole } from '../rules/staff-roles.ts';
import * as corporateCalls from './corporate-calls.ts';
import type * as staffSessionCalls from './staff-session-calls.ts';
import type { CorporateNameOf } from './define-call.ts';

type CorporateCallTable = typeof corporateCalls;
type StaffSessionCallTable = typeof staffSessionCalls;

/** A corporate call as the role table names it: the path after /api/v2/corporate/ ('holiday/add'). */
export type CorporateCall = { [Key in keyof CorporateCallTable]: CorporateNameOf<CorporateCallTable[Key]> }[keyof CorporateCallTable];

/** The table's entry of a corporate call, by its name: `CorporateCallOf<'holiday/add'>` is `typeof calls.holidayAdd`. */
export type CorporateCallOf<Name extends CorporateCall> = { [Key in keyof CorporateCallTable as CorporateNameOf<CorporateCallTable[Key]>]: CorporateCallTable[Key] }[Name];

type StaffSessionNameOf<Path> = Path extends `/api/v2/staff/${infer Name}/` ? Name : never;

/** A staff member's own call by its name, the path after /api/v2/staff/ ('passkey/options'). */
export type StaffSessionCall = { [Key in keyof StaffSessionCallTable]: StaffSessionNameOf<StaffSessionCallTable[Key]['path']> }[keyof StaffSessionCallTable];

/** The table's entry of a staff member's own call, by its name. */
export type StaffSessionCallOf<Name extends StaffSessionCall> = { [Key in keyof StaffSessionCallTable as StaffSessionNameOf<StaffSessionCallTable[Key]['path']>]: StaffSessionCallTable[Key] }[Name];

const CORPORATE_PATH = '/api/v2/corporate/';

/** Every corporate call and the roles it belongs to (one, or several that share it), in the table's order. */
export const CORPORATE_CALL_ROLES = /*#__PURE__*/ Object.freeze(Object.fromEntries(
  Object.values(corporateCalls).map((call) => [call.path.slice(CORPORATE_PATH.length, -1), Object.freeze(typeof call.role === 'string' ? [call.role] : [...call.role])]),
)) as { readonly [Call in CorporateCall]: readonly StaffRole[] };

const ADMINS_ONLY: readonly StaffRole[] = Object.freeze(['admin']);

/** The roles a call belongs to; a call the table does not name belongs to admins. */
export function rolesOfCall(call: string): readonly StaffRole[] {
  return Object.hasOwn(CORPORATE_CALL_ROLES, call) ? CORPORATE_CALL_ROLES[call as CorporateCall] : ADMINS_ONLY;
}

/** True when `role` may make `call`: admins every call, the others the calls naming their role. */
export function roleMayCall(role: StaffRole, call: string): boolean {
  return role === 'admin' || rolesOfCall(call).includes(role);
}

/** The calls of the table a role may make, in the table's order. */
export function callsOfRole(role: StaffRole): CorporateCall[] {
  return (Object.keys(CORPORATE_CALL_ROLES) as CorporateCall[]).filter((call) => roleMayCall(role, call));
}
