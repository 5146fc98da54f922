// A member of staff's own daily digest e-mail: GET and POST /api/v2/staff/digest/.
import { Type, type Static } from 'typebox';
import { Envelope } from './common.ts';

export const StaffDigestSchema = Type.Object({
  /** true: the account gets the daily digest by e-mail */
  daily_digest: Type.Boolean(),
  /** the address it goes to (the account's) */
  email: Type.String(),
});
export type StaffDigest = Static<typeof StaffDigestSchema>;

export const StaffDigestUpdateSchema = Type.Object({ daily_digest: Type.Boolean() }, { additionalProperties: false });
export type StaffDigestUpdate = Static<typeof StaffDigestUpdateSchema>;

export const StaffDigestResponseSchema = Envelope(StaffDigestSchema);
export type StaffDigestResponse = Static<typeof StaffDigestResponseSchema>;
