// A staff member's second factors and one-time links (/api/v2/staff/*, the signed-in account's
// own, any role): passkeys (WebAuthn), an authenticator app (TOTP), and the invitation or reset
// link an admin handed over. Every write needs the X-CSRFToken header, like sign-in.
import { Type, type Static } from 'typebox';
import { Envelope, IdSchema } from './common.ts';
import { STAFF_PASSWORD_MAX_LENGTH } from './rules/staff-password.ts';
import { StaffIdentitySchema } from './staff.ts';

const Base64Url = Type.String({ maxLength: 16384, pattern: '^[A-Za-z0-9_-]*={0,2}$' });

/**
 * The options for navigator.credentials.create() or .get() in WebAuthn's JSON form
 * (PublicKeyCredentialCreationOptionsJSON / PublicKeyCredentialRequestOptionsJSON), and the id of
 * the single-use challenge to send back with the browser's answer (valid 5 minutes).
 */
export const PasskeyOptionsResponseSchema = Envelope(Type.Object({
  challenge_id: Type.String(),
  options: Type.Unknown({ description: 'WebAuthn options JSON, for @simplewebauthn/browser' }),
}));
export type PasskeyOptionsResponse = Static<typeof PasskeyOptionsResponseSchema>;

/** POST /api/v2/staff/passkey/registerOptions/ and /api/v2/staff/passkey/options/ take `{}`. */
export const PasskeyOptionsRequestSchema = Type.Object({});

/** RegistrationResponseJSON, as @simplewebauthn/browser's startRegistration() answers it. */
export const RegistrationResponseSchema = Type.Object({
  id: Base64Url,
  rawId: Base64Url,
  type: Type.Literal('public-key'),
  response: Type.Object({
    clientDataJSON: Base64Url,
    attestationObject: Base64Url,
    authenticatorData: Type.Optional(Base64Url),
    transports: Type.Optional(Type.Array(Type.String({ maxLength: 20 }), { maxItems: 10 })),
    publicKeyAlgorithm: Type.Optional(Type.Integer()),
    publicKey: Type.Optional(Base64Url),
  }),
  authenticatorAttachment: Type.Optional(Type.String({ maxLength: 20 })),
  clientExtensionResults: Type.Record(Type.String(), Type.Unknown()),
});

/** AuthenticationResponseJSON, as startAuthentication() answers it. */
export const AuthenticationResponseSchema = Type.Object({
  id: Base64Url,
  rawId: Base64Url,
  type: Type.Literal('public-key'),
  response: Type.Object({
    clientDataJSON: Base64Url,
    authenticatorData: Base64Url,
    signature: Base64Url,
    userHandle: Type.Optional(Base64Url),
  }),
  authenticatorAttachment: Type.Optional(Type.String({ maxLength: 20 })),
  clientExtensionResults: Type.Record(Type.String(), Type.Unknown()),
});

/** A registered passkey as its owner sees it. */
export const PasskeySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  created: Type.String(),
  last_used: Type.Union([Type.String(), Type.Null()]),
});
export type Passkey = Static<typeof PasskeySchema>;

/** POST /api/v2/staff/passkey/register/: the browser's answer to the registration options. 201. */
export const PasskeyRegisterRequestSchema = Type.Object({
  challenge_id: Type.String({ maxLength: 64 }),
  name: Type.Optional(Type.String({ maxLength: 100 })),
  response: RegistrationResponseSchema,
});
export type PasskeyRegisterRequest = Static<typeof PasskeyRegisterRequestSchema>;
export const PasskeyRegisterResponseSchema = Envelope(PasskeySchema, { message: Type.String() });
export type PasskeyRegisterResponse = Static<typeof PasskeyRegisterResponseSchema>;

/**
 * POST /api/v2/staff/passkey/login/: signs in with a passkey (the browser's answer to the sign-in
 * options; the passkey names its account). 200 with the session cookie, like the password sign-in.
 */
export const PasskeyLoginRequestSchema = Type.Object({
  challenge_id: Type.String({ maxLength: 64 }),
  response: AuthenticationResponseSchema,
});
export type PasskeyLoginRequest = Static<typeof PasskeyLoginRequestSchema>;
export const PasskeyLoginResponseSchema = Envelope(StaffIdentitySchema, { message: Type.String() });

/** POST /api/v2/staff/passkey/delete/ `{id}`: one of the account's own passkeys. */
export const PasskeyDeleteRequestSchema = Type.Object({ id: IdSchema });
export const PasskeyDeleteResponseSchema = Envelope(Type.Object({ id: Type.Integer() }), { message: Type.String() });

/** GET /api/v2/staff/factors/: the signed-in account's passkeys and whether it has an authenticator app. */
export const StaffFactorsResponseSchema = Envelope(Type.Object({
  passkeys: Type.Array(PasskeySchema),
  totp: Type.Boolean(),
  required: Type.Boolean(),
}));
export type StaffFactors = Static<typeof StaffFactorsResponseSchema>['data'];

/**
 * POST /api/v2/staff/totp/start/ `{}`: a new secret for an authenticator app, as text (type it in
 * the app) and as an otpauth:// URI (a link the phone opens). It replaces the app only once
 * /totp/confirm/ receives a code it made.
 */
export const TotpStartRequestSchema = Type.Object({});
export const TotpStartResponseSchema = Envelope(Type.Object({ secret: Type.String(), uri: Type.String() }));
export type TotpStart = Static<typeof TotpStartResponseSchema>['data'];

/** POST /api/v2/staff/totp/confirm/ `{code}` and /totp/remove/ `{code}`: a current code of the app. */
export const TotpCodeRequestSchema = Type.Object({ code: Type.String({ minLength: 1, maxLength: 20 }) });
export type TotpCodeRequest = Static<typeof TotpCodeRequestSchema>;
export const TotpDoneResponseSchema = Envelope(Type.Object({ totp: Type.Boolean() }), { message: Type.String() });

const LinkToken = Type.String({ minLength: 43, maxLength: 43, pattern: '^[A-Za-z0-9_-]+$' });

/** POST /api/v2/staff/link/detail/ `{token}`: whose link it is and until when (404 used or expired). */
export const LinkDetailRequestSchema = Type.Object({ token: LinkToken });
export const LinkDetailResponseSchema = Envelope(Type.Object({
  email: Type.String(),
  purpose: Type.Union([Type.Literal('invite'), Type.Literal('reset')]),
  expires_at: Type.String(),
}));
export type LinkDetail = Static<typeof LinkDetailResponseSchema>['data'];

/**
 * POST /api/v2/staff/link/complete/ `{token, password}`: sets the account's password, uses the link
 * up, closes the account's other sessions and signs it in (the answer is the new session's identity).
 */
export const LinkCompleteRequestSchema = Type.Object({
  token: LinkToken,
  password: Type.String({ minLength: 1, maxLength: STAFF_PASSWORD_MAX_LENGTH }),
});
export type LinkCompleteRequest = Static<typeof LinkCompleteRequestSchema>;
export const LinkCompleteResponseSchema = Envelope(StaffIdentitySchema, { message: Type.String() });
