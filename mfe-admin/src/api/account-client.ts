// The signed-in staff member's own calls (/api/v2/staff/*, docs/corporate-api.md "Second factors"):
// passkeys, the authenticator app, and the one-time links an admin hands over. The passkey
// ceremonies run in the browser through @simplewebauthn/browser, loaded only when a passkey is
// used, so the console's first screen does not carry it.
import { requestEnvelope, type ApiEnvelope } from '@portal/shared';
import { staffSessionPath, type LinkDetail, type Passkey, type StaffDigest, type StaffFactors, type StaffIdentity, type StaffSessionCall, type TotpStart } from '@portal/contract';

async function post<Data>(call: StaffSessionCall, data: object = {}): Promise<Data> {
  const answer = await requestEnvelope<ApiEnvelope<Data>>({ method: 'POST', url: staffSessionPath(call), data, toastOnError: false });
  return answer.data;
}

/** True when this browser can use passkeys at all. */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** What the browser says when the person closed the passkey prompt: not an error worth a red line. */
export function isPasskeyCancel(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
}

/** Signs in with a passkey: the browser asks which one (no e-mail needed). */
export async function signInWithPasskey(): Promise<StaffIdentity> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const { challenge_id, options } = await post<{ challenge_id: string; options: Parameters<typeof startAuthentication>[0]['optionsJSON'] }>('passkey/options');
  const response = await startAuthentication({ optionsJSON: options });
  return post<StaffIdentity>('passkey/login', { challenge_id, response });
}

/** Registers a new passkey of the signed-in account. */
export async function registerPasskey(name: string): Promise<Passkey> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const { challenge_id, options } = await post<{ challenge_id: string; options: Parameters<typeof startRegistration>[0]['optionsJSON'] }>('passkey/registerOptions');
  const response = await startRegistration({ optionsJSON: options });
  return post<Passkey>('passkey/register', { challenge_id, response, ...(name.trim() ? { name: name.trim() } : {}) });
}

export const deletePasskey = (id: number) => post<{ id: number }>('passkey/delete', { id });

/** The signed-in account's passkeys and authenticator app. */
export async function readFactors(): Promise<StaffFactors> {
  return (await requestEnvelope<ApiEnvelope<StaffFactors>>({ method: 'GET', url: staffSessionPath('factors'), toastOnError: false })).data;
}

export const startTotp = () => post<TotpStart>('totp/start');

/** Whether the signed-in account gets the daily digest e-mail, and at which address. */
export async function readDigest(): Promise<StaffDigest> {
  return (await requestEnvelope<ApiEnvelope<StaffDigest>>({ method: 'GET', url: staffSessionPath('digest'), toastOnError: false })).data;
}
export const setDigest = (on: boolean) => post<StaffDigest>('digest', { daily_digest: on });
export const confirmTotp = (code: string) => post<{ totp: boolean }>('totp/confirm', { code });
export const removeTotp = (code: string) => post<{ totp: boolean }>('totp/remove', { code });

export const readLink = (token: string) => post<LinkDetail>('link/detail', { token });
export const completeLink = (token: string, password: string) => post<StaffIdentity>('link/complete', { token, password });
