// Staff passkeys (WebAuthn, with @simplewebauthn/server). The relying party is the portal as the
// browser reached it: its id is the host name of the request's public origin (PUBLIC_URL, else a
// host of PUBLIC_HOSTS / CUSTOMER_HOSTS or a loopback name), and the browser's answer must come
// from that origin. A passkey must verify its user (PIN, fingerprint, face), so it stands for two
// factors on its own. Challenges are stored in the database, used once and valid 5 minutes, so
// every instance can finish what another began.
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse, verifyRegistrationResponse,
  type AuthenticationResponseJSON, type AuthenticatorTransport, type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON, type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Passkey } from '@portal/contract';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { publicOrigin } from '../http/public-origin.ts';

const CHALLENGE_TTL_MS = 5 * 60_000;
/** More than this many passkeys on one account is a mistake, not a need. */
const MAX_PASSKEYS = 20;

export interface RelyingParty {
  id: string;
  origin: string;
}

/** The relying party of this request; 400 when the portal was reached by a name it does not know, or by an IP address. */
export function relyingParty(ctx: AppContext, request: FastifyRequest): RelyingParty {
  const origin = publicOrigin(ctx.config, request);
  if (!origin) throw new HttpError(400, 'Las llaves de acceso solo funcionan en una dirección configurada del portal (PUBLIC_URL o PUBLIC_HOSTS).');
  const url = new URL(origin);
  // WebAuthn accepts a domain name only: an IP address is never a relying party.
  if (/^\[|^\d+(?:\.\d+){3}$/.test(url.hostname)) throw new HttpError(400, 'Abra la consola por su nombre (no por una dirección IP) para usar llaves de acceso.');
  return { id: url.hostname, origin: url.origin };
}

const unverified = () => new HttpError(400, 'No se pudo comprobar la llave de acceso. Inténtelo de nuevo.');

async function storeChallenge(db: Db, challenge: string, purpose: 'register' | 'sign-in', staffId: number | null, rp: RelyingParty, now: Date): Promise<string> {
  const id = randomBytes(24).toString('base64url');
  await db.deleteFrom('staff_webauthn_challenges').where('created_at', '<', now.getTime() - CHALLENGE_TTL_MS).execute();
  await db.insertInto('staff_webauthn_challenges')
    .values({ id, challenge, purpose, staff_id: staffId, rp_id: rp.id, origin: rp.origin, created_at: now.getTime() })
    .execute();
  return id;
}

/** Takes a challenge out (used once); 400 when it is unknown, of another purpose or account, or expired. */
async function takeChallenge(db: Db, id: string, purpose: 'register' | 'sign-in', staffId: number | null, now: Date) {
  const row = await db.deleteFrom('staff_webauthn_challenges').where('id', '=', id).returningAll().executeTakeFirst();
  if (!row || row.purpose !== purpose || row.staff_id !== staffId || Number(row.created_at) < now.getTime() - CHALLENGE_TTL_MS) {
    throw new HttpError(400, 'La solicitud de la llave de acceso caducó. Inténtelo de nuevo.');
  }
  return row;
}

const transportsOf = (stored: string) => (stored ? stored.split(',') : []) as AuthenticatorTransport[];

/** The account's passkeys, as their owner sees them. */
export async function listPasskeys(db: Db, staffId: number): Promise<Passkey[]> {
  const rows = await db.selectFrom('staff_passkeys').select(['id', 'name', 'created', 'last_used']).where('staff_id', '=', staffId).orderBy('id').execute();
  return rows;
}

/** Options for registering a new passkey of a signed-in account (its existing ones excluded). */
export async function registrationOptions(db: Db, rp: RelyingParty, account: { id: number; email: string }, now: Date): Promise<{ challenge_id: string; options: PublicKeyCredentialCreationOptionsJSON }> {
  const existing = await db.selectFrom('staff_passkeys').select(['credential_id', 'transports']).where('staff_id', '=', account.id).execute();
  if (existing.length >= MAX_PASSKEYS) throw new HttpError(409, `Su cuenta ya tiene ${MAX_PASSKEYS} llaves de acceso. Quite alguna antes de registrar otra.`);
  const options = await generateRegistrationOptions({
    rpName: 'Consola del personal',
    rpID: rp.id,
    userName: account.email,
    userID: new TextEncoder().encode(`staff-${account.id}`),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: transportsOf(row.transports) })),
    // A discoverable credential lets the owner sign in without typing the e-mail.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  return { challenge_id: await storeChallenge(db, options.challenge, 'register', account.id, rp, now), options };
}

/** Verifies the browser's registration answer and stores the passkey. */
export async function registerPasskey(db: Db, staffId: number, challengeId: string, response: RegistrationResponseJSON, name: string, now: Date): Promise<Passkey> {
  const challenge = await takeChallenge(db, challengeId, 'register', staffId, now);
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await verifyRegistrationResponse({
      response, expectedChallenge: challenge.challenge, expectedOrigin: challenge.origin, expectedRPID: challenge.rp_id, requireUserVerification: true,
    });
  } catch {
    throw unverified();
  }
  if (!verified.verified) throw unverified();
  const { credential } = verified.registrationInfo;
  const taken = await db.selectFrom('staff_passkeys').select('id').where('credential_id', '=', credential.id).executeTakeFirst();
  if (taken) throw new HttpError(409, 'Esta llave de acceso ya está registrada.');
  const row = await db.insertInto('staff_passkeys').values({
    staff_id: staffId, credential_id: credential.id, public_key: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter, transports: (credential.transports ?? []).join(','), name, created: now.toISOString(), last_used: null,
  }).returning(['id', 'name', 'created', 'last_used']).executeTakeFirstOrThrow();
  return row;
}

/** Options for signing in with a passkey: no e-mail asked, the passkey names its account. */
export async function authenticationOptions(db: Db, rp: RelyingParty, now: Date): Promise<{ challenge_id: string; options: PublicKeyCredentialRequestOptionsJSON }> {
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required', allowCredentials: [] });
  return { challenge_id: await storeChallenge(db, options.challenge, 'sign-in', null, rp, now), options };
}

/** Verifies a sign-in answer; answers the account it belongs to. 401 for an unknown passkey or a bad signature. */
export async function verifyPasskeySignIn(db: Db, challengeId: string, response: AuthenticationResponseJSON, now: Date): Promise<number> {
  const challenge = await takeChallenge(db, challengeId, 'sign-in', null, now);
  const passkey = await db.selectFrom('staff_passkeys').selectAll().where('credential_id', '=', response.id).executeTakeFirst();
  const refused = new HttpError(401, 'Esta llave de acceso no está registrada en el portal o no es válida.');
  if (!passkey) throw refused;
  let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verified = await verifyAuthenticationResponse({
      response, expectedChallenge: challenge.challenge, expectedOrigin: challenge.origin, expectedRPID: challenge.rp_id, requireUserVerification: true,
      credential: { id: passkey.credential_id, publicKey: Buffer.from(passkey.public_key, 'base64url'), counter: Number(passkey.counter), transports: transportsOf(passkey.transports) },
    });
  } catch {
    throw refused;
  }
  if (!verified.verified) throw refused;
  // The counter only moves forward: a cloned authenticator replaying an old count is refused above.
  await db.updateTable('staff_passkeys')
    .set({ counter: verified.authenticationInfo.newCounter, last_used: now.toISOString() })
    .where('id', '=', passkey.id).execute();
  return passkey.staff_id;
}

/** Deletes one of the account's passkeys; false when it has no such passkey. */
export async function deletePasskey(db: Db, staffId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('staff_passkeys').where('id', '=', id).where('staff_id', '=', staffId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
