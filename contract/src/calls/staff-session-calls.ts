// The staff member's own calls (/api/v2/staff/*): signing in and out, who is signed in, passkeys,
// the authenticator app and the one-time links. Signing in is open to anybody; the rest need a session.
import { defineCall } from './define-call.ts';

export const staffLogin = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/staff/login/', role: 'public', request: 'StaffLoginRequestSchema', response: 'StaffLoginResponseSchema' });
export const staffLogout = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/staff/logout/', role: 'signedIn', request: 'StaffLogoutRequestSchema', response: 'StaffLogoutResponseSchema' });
export const staffMe = /*#__PURE__*/ defineCall({ method: 'GET', path: '/api/v2/staff/me/', role: 'signedIn', response: 'StaffMeResponseSchema' });
export const staffFactors = /*#__PURE__*/ defineCall({ method: 'GET', path: '/api/v2/staff/factors/', role: 'signedIn', response: 'StaffFactorsResponseSchema' });
// Whether the signed-in account (of a city) gets the daily digest e-mail.
export const staffDigest = /*#__PURE__*/ defineCall({ method: 'GET', path: '/api/v2/staff/digest/', role: 'signedIn', response: 'StaffDigestResponseSchema' });
export const staffDigestUpdate = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/staff/digest/', role: 'signedIn', request: 'StaffDigestUpdateSchema', response: 'StaffDigestResponseSchema' });
export const passkeyRegisterOptions = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/staff/passkey/registerOptions/', role: 'signedIn', request: 'PasskeyOptionsRequestSchema', response: 'PasskeyOptionsResponseSchema' });
export const passkeyRegister = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/staff/passkey/register/', role: 'signedIn', request: 'PasskeyRegisterRequestSchema', response: 'PasskeyRegisterResponseSchema', created: true });
export const passkeyDelete = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/staff/passkey/delete/', role: 'signedIn', request: 'PasskeyDeleteRequestSchema', response: 'PasskeyDeleteResponseSchema' });
export const passkeyOptions = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/staff/passkey/options/', role: 'public', request: 'PasskeyOptionsRequestSchema', response: 'PasskeyOptionsResponseSchema' });
export const passkeyLogin = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/staff/passkey/login/', role: 'public', request: 'PasskeyLoginRequestSchema', response: 'PasskeyLoginResponseSchema' });
export const totpStart = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/staff/totp/start/', role: 'signedIn', request: 'TotpStartRequestSchema', response: 'TotpStartResponseSchema' });
export const totpConfirm = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/staff/totp/confirm/', role: 'signedIn', request: 'TotpCodeRequestSchema', response: 'TotpDoneResponseSchema' });
export const totpRemove = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/staff/totp/remove/', role: 'signedIn', request: 'TotpCodeRequestSchema', response: 'TotpDoneResponseSchema' });
export const linkDetail = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/staff/link/detail/', role: 'public', request: 'LinkDetailRequestSchema', response: 'LinkDetailResponseSchema' });
export const linkComplete = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/staff/link/complete/', role: 'public', request: 'LinkCompleteRequestSchema', response: 'LinkCompleteResponseSchema' });
