// The path of a call by its name, for the console, which calls by name (its types come from the
// table's entry, `CorporateCallOf`): its bundle then carries the names it uses, not the entries. A
// module of its own, so importing it never brings the table along.
import type { CorporateCall, StaffSessionCall } from './call-roles.ts';

const CORPORATE_PATH = '/api/v2/corporate/';

/** The path of a corporate call by its name ('holiday/add'). */
export function corporatePath(call: CorporateCall): string {
  return `${CORPORATE_PATH}${call}/`;
}

/** The path of a staff member's own call by its name ('passkey/options'). */
export function staffSessionPath(call: StaffSessionCall): string {
  return `/api/v2/staff/${call}/`;
}
