// Staff sign-in (/api/v2/staff/*) and the admins' corporate calls staff/list and staff/logs.
// The session is an HttpOnly cookie; the console never sees it, it asks GET /api/v2/staff/me/.
import { Type, type Static } from 'typebox';
import { CustomerIdSchema, Envelope, IdSchema, ListRequestProperties, PagedEnvelope } from './common.ts';
import { EMAIL_MAX_LENGTH } from './rules/email.ts';
import { STAFF_PASSWORD_MAX_LENGTH } from './rules/staff-password.ts';

/** admin, editor or clerk (rules/staff-roles.ts says what each may call). */
export const StaffRoleSchema = Type.Union([Type.Literal('admin'), Type.Literal('editor'), Type.Literal('clerk')]);

/** Who is signed in: the account, its role, the customer it is bound to (null: every customer) and its calls. */
export const StaffIdentitySchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  role: StaffRoleSchema,
  customer_id: Type.Union([CustomerIdSchema, Type.Null()]),
  /** the corporate calls this role may make (the names of CORPORATE_CALL_ROLES) */
  calls: Type.Array(Type.String()),
  /** when the session ends at the latest (8 hours after sign-in), ISO 8601 */
  expires_at: Type.String(),
  /** minutes without a request after which the session ends */
  idle_minutes: Type.Integer(),
  /** the account's second factors: registered passkeys and whether an authenticator app is set up */
  factors: Type.Object({ passkeys: Type.Integer(), totp: Type.Boolean() }),
  /** the role must sign in with a second factor (an admin's setting for the municipality) */
  second_factor_required: Type.Boolean(),
  /**
   * the role requires a second factor and the account has none yet: until one is registered the
   * session reaches only the account's own page (`calls` is empty)
   */
  must_enrol: Type.Boolean(),
});
export type StaffIdentity = Static<typeof StaffIdentitySchema>;

/**
 * POST /api/v2/staff/login/ (needs the X-CSRFToken header like every write). `code`: the six digits
 * of the authenticator app, for an account that set one up.
 */
export const StaffLoginRequestSchema = Type.Object({
  email: Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH }),
  password: Type.String({ minLength: 1, maxLength: STAFF_PASSWORD_MAX_LENGTH }),
  code: Type.Optional(Type.String({ maxLength: 20 })),
});
export type StaffLoginRequest = Static<typeof StaffLoginRequestSchema>;
/**
 * 200 with the session cookie set; 401 wrong e-mail or password (one message for both), or a
 * missing or wrong code (`errors` names the field `code`); 403 a disabled account, or a role that
 * requires a second factor signing in with the password alone; 429 too many attempts (Retry-After).
 */
export const StaffLoginResponseSchema = Envelope(StaffIdentitySchema, { message: Type.String() });
export type StaffLoginResponse = Static<typeof StaffLoginResponseSchema>;

/** POST /api/v2/staff/logout/ (body `{}`): deletes the session; answers 200 even when none was open. */
export const StaffLogoutRequestSchema = Type.Object({});
export type StaffLogoutRequest = Static<typeof StaffLogoutRequestSchema>;
export const StaffLogoutResponseSchema = Envelope(Type.Null(), { message: Type.String() });
export type StaffLogoutResponse = Static<typeof StaffLogoutResponseSchema>;

/** GET /api/v2/staff/me/: 200 with who is signed in, 401 when nobody is (or the session expired). */
export const StaffMeResponseSchema = Envelope(StaffIdentitySchema);
export type StaffMeResponse = Static<typeof StaffMeResponseSchema>;

/** A staff account as admins see it. */
export const StaffAccountSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  role: StaffRoleSchema,
  customer_id: Type.Union([CustomerIdSchema, Type.Null()]),
  disabled: Type.Boolean(),
  created: Type.String(),
  last_login: Type.Union([Type.String(), Type.Null()]),
  /** registered passkeys */
  passkeys: Type.Integer(),
  /** an authenticator app is set up */
  totp: Type.Boolean(),
  /** invited, and the invitation not yet used (no password set) */
  invited: Type.Boolean(),
  /** addresses this account is locked out from right now (too many failed sign-ins) */
  locked: Type.Integer(),
});
export type StaffAccount = Static<typeof StaffAccountSchema>;

/**
 * POST /api/v2/corporate/staff/list/ — `q` searches the e-mail; `role` narrows. An admin bound to
 * a municipality lists only that municipality's accounts; an unbound admin every account.
 */
export const StaffListRequestSchema = Type.Object({ ...ListRequestProperties, role: Type.Optional(StaffRoleSchema) });
export type StaffListRequest = Static<typeof StaffListRequestSchema>;
export const StaffListResponseSchema = PagedEnvelope(StaffAccountSchema);
export type StaffListResponse = Static<typeof StaffListResponseSchema>;

/** One field an audited change touched: its value before and after (null: none). */
export const AuditChangeSchema = Type.Object({
  field: Type.String(),
  before: Type.Union([Type.String(), Type.Null()]),
  after: Type.Union([Type.String(), Type.Null()]),
});
export type AuditChange = Static<typeof AuditChangeSchema>;

/**
 * One audited write: when, who (`actor`: the staff e-mail, `token 1a2b3c4d` for an ADMIN_TOKENS
 * token — the first 8 hex digits of its SHA-256 — or `cli`), which call, and the entity it touched.
 */
export const AuditEntrySchema = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  actor: Type.String(),
  staff_id: Type.Union([Type.Integer(), Type.Null()]),
  call: Type.String(),
  entity: Type.String(),
  entity_id: Type.Union([Type.Integer(), Type.Null()]),
  customer_id: Type.Union([Type.String(), Type.Null()]),
  /** what the change did to each field it touched (staff accounts, settings); [] when not recorded */
  changes: Type.Array(AuditChangeSchema),
});
export type AuditEntry = Static<typeof AuditEntrySchema>;

/**
 * POST /api/v2/corporate/staff/logs/ — newest first; narrowed by entity ('department', 'post', …),
 * entity_id, staff_id or call; `q` searches the actor and the call. Lists every customer's entries
 * for an unbound admin, else only the admin's customer's (not those of no customer).
 */
export const StaffLogsRequestSchema = Type.Object({
  ...ListRequestProperties,
  entity: Type.Optional(Type.String({ pattern: '^[a-zA-Z]{1,40}$' })),
  entity_id: Type.Optional(IdSchema),
  staff_id: Type.Optional(IdSchema),
  call: Type.Optional(Type.String({ pattern: '^[a-zA-Z]{1,40}/[a-zA-Z]{1,40}$' })),
});
export type StaffLogsRequest = Static<typeof StaffLogsRequestSchema>;
export const StaffLogsResponseSchema = PagedEnvelope(AuditEntrySchema);
export type StaffLogsResponse = Static<typeof StaffLogsResponseSchema>;
