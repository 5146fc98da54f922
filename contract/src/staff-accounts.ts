// The admins' management of staff accounts (/api/v2/corporate/staff/*): invite, change role,
// disable, reset a password, unlock, close sessions, and which roles must use a second factor.
// An admin bound to a municipality manages only that municipality's accounts (another's answer
// 404, as if they did not exist); every change is audited with its before and after values.
import { Type, type Static } from 'typebox';
import { CustomerIdSchema, Envelope, IdRequestSchema, IdSchema } from './common.ts';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './rules/email.ts';
import { StaffAccountSchema, StaffRoleSchema } from './staff.ts';

/**
 * A one-time link: opened once before `expires_at`, it lets its account set a password and then
 * register a passkey or an authenticator app. The console shows `url` to the admin, who hands it
 * over (by e-mail once the portal sends mail).
 */
export const AccountLinkSchema = Type.Object({
  /** absolute when the request named a known host of the portal, else a path on the console's origin */
  url: Type.String(),
  purpose: Type.Union([Type.Literal('invite'), Type.Literal('reset')]),
  expires_at: Type.String(),
});
export type AccountLink = Static<typeof AccountLinkSchema>;

/** An account as its detail shows it: the list's row, its open sessions, its locks and any unused link. */
export const StaffAccountDetailSchema = Type.Object({
  ...StaffAccountSchema.properties,
  sessions: Type.Integer(),
  locks: Type.Array(Type.Object({ address: Type.String(), until: Type.String(), failures: Type.Integer() })),
  link: Type.Union([Type.Object({ purpose: Type.String(), expires_at: Type.String() }), Type.Null()]),
});
export type StaffAccountDetail = Static<typeof StaffAccountDetailSchema>;

/** POST …/staff/detail/ `{customer_id, id}`. */
export const StaffDetailRequestSchema = IdRequestSchema;
export const StaffDetailResponseSchema = Envelope(StaffAccountDetailSchema);
export type StaffDetailResponse = Static<typeof StaffDetailResponseSchema>;

/**
 * POST …/staff/invite/: a new account bound to `customer_id` (or, with `all_customers`, to every
 * municipality: unbound admins only) and its invitation link. 201; 409 when the e-mail has an account.
 */
export const StaffInviteRequestSchema = Type.Object({
  customer_id: CustomerIdSchema,
  email: Type.String({ maxLength: EMAIL_MAX_LENGTH, pattern: EMAIL_PATTERN }),
  role: StaffRoleSchema,
  all_customers: Type.Optional(Type.Boolean()),
});
export type StaffInviteRequest = Static<typeof StaffInviteRequestSchema>;
export const StaffInviteResponseSchema = Envelope(Type.Object({ id: Type.Integer(), account: StaffAccountSchema, link: AccountLinkSchema }), { message: Type.String() });
export type StaffInviteResponse = Static<typeof StaffInviteResponseSchema>;

/**
 * POST …/staff/update/: change the role and/or disable (true) or enable (false) an account. Either
 * closes the account's sessions. An admin cannot change their own account (409).
 */
export const StaffUpdateRequestSchema = Type.Object({
  customer_id: CustomerIdSchema,
  id: IdSchema,
  role: Type.Optional(StaffRoleSchema),
  disabled: Type.Optional(Type.Boolean()),
});
export type StaffUpdateRequest = Static<typeof StaffUpdateRequestSchema>;
export const StaffUpdateResponseSchema = Envelope(StaffAccountSchema, { message: Type.String() });
export type StaffUpdateResponse = Static<typeof StaffUpdateResponseSchema>;

/** POST …/staff/resetPassword/ `{customer_id, id}`: a new one-time link (any older one stops working). */
export const StaffResetPasswordRequestSchema = IdRequestSchema;
export const StaffResetPasswordResponseSchema = Envelope(AccountLinkSchema, { message: Type.String() });
export type StaffResetPasswordResponse = Static<typeof StaffResetPasswordResponseSchema>;

/** POST …/staff/unlock/ `{customer_id, id}`: lifts the account's sign-in locks from every address. */
export const StaffUnlockRequestSchema = IdRequestSchema;
export const StaffUnlockResponseSchema = Envelope(Type.Object({ id: Type.Integer(), unlocked: Type.Integer() }), { message: Type.String() });
export type StaffUnlockResponse = Static<typeof StaffUnlockResponseSchema>;

/** POST …/staff/revokeSessions/ `{customer_id, id}`: closes every open session of the account. */
export const StaffRevokeSessionsRequestSchema = IdRequestSchema;
export const StaffRevokeSessionsResponseSchema = Envelope(Type.Object({ id: Type.Integer(), closed: Type.Integer() }), { message: Type.String() });
export type StaffRevokeSessionsResponse = Static<typeof StaffRevokeSessionsResponseSchema>;

/** Which roles of a municipality must sign in with a second factor (a passkey, or password + code). */
export const FactorPolicySchema = Type.Object({ admin: Type.Boolean(), editor: Type.Boolean(), clerk: Type.Boolean() });
export type FactorPolicy = Static<typeof FactorPolicySchema>;

/** POST …/staff/policy/ `{customer_id}`. */
export const StaffPolicyResponseSchema = Envelope(FactorPolicySchema);
export type StaffPolicyResponse = Static<typeof StaffPolicyResponseSchema>;

/**
 * POST …/staff/updatePolicy/ `{customer_id, admin?, editor?, clerk?}`. An account without a factor
 * in a role that now requires one keeps only its own page until it registers one; its next
 * sign-in with the password alone is refused, telling it how to proceed.
 */
export const StaffUpdatePolicyRequestSchema = Type.Object({
  customer_id: CustomerIdSchema,
  admin: Type.Optional(Type.Boolean()),
  editor: Type.Optional(Type.Boolean()),
  clerk: Type.Optional(Type.Boolean()),
});
export type StaffUpdatePolicyRequest = Static<typeof StaffUpdatePolicyRequestSchema>;
export const StaffUpdatePolicyResponseSchema = Envelope(FactorPolicySchema, { message: Type.String() });
export type StaffUpdatePolicyResponse = Static<typeof StaffUpdatePolicyResponseSchema>;
