// Sign-in to the folder through the customer's identity provider (OpenID Connect, with the kept
// library openid-client): the authorization code flow with PKCE, `state` and `nonce`, and the ID
// token's signature checked against the provider's JWKS (enableNonRepudiationChecks: openid-client
// checks it even for a token received straight from the token endpoint). The provider's verified
// cédula (and e-mail, when it says it verified it) names the citizen's account, so records made
// with that cédula appear in the folder. The flow's secrets wait in an HttpOnly cookie of the
// callback's path for 10 minutes.
import * as client from 'openid-client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isNationalId, normaliseNationalId } from '@portal/contract';
import type { Config, OidcSetting } from '../../config.ts';
import { overTls } from '../../http/security-headers.ts';
import { siteUrlFor } from '../notifications/city.ts';

export const OIDC_START_PATH = '/mi-carpeta/identidad';
export const OIDC_CALLBACK_PATH = '/mi-carpeta/identidad/vuelta';
const FLOW_COOKIE = 'portal_citizen_oidc';
const FLOW_SECONDS = 600;

/** The provider a customer's folder signs in with, or null when it has none. */
export function oidcSettingFor(config: Config, customerId: string): OidcSetting | null {
  return config.oidc[customerId] ?? config.oidc['*'] ?? null;
}

const loopback = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

/** Discovery once per provider (again after a failure). */
const discovered = new Map<string, Promise<client.Configuration>>();

function configurationFor(setting: OidcSetting): Promise<client.Configuration> {
  const key = `${setting.issuer}|${setting.clientId}`;
  let pending = discovered.get(key);
  if (!pending) {
    const issuer = new URL(setting.issuer);
    // Plain HTTP only to a provider on this machine (the tests' in-process provider).
    const execute = [client.enableNonRepudiationChecks, ...(issuer.protocol === 'http:' && loopback(issuer) ? [client.allowInsecureRequests] : [])];
    pending = client.discovery(issuer, setting.clientId, setting.clientSecret, undefined, { execute, timeout: 5 });
    pending.catch(() => discovered.delete(key));
    discovered.set(key, pending);
  }
  return pending;
}

const callbackUrl = (config: Config, customerId: string) => `${siteUrlFor(config, customerId)}${OIDC_CALLBACK_PATH}`;

interface Flow { verifier: string; state: string; nonce: string; customerId: string }

/** The provider's authorization URL for a new flow; the flow's secrets go into this browser's cookie. */
export async function startOidc(config: Config, setting: OidcSetting, request: FastifyRequest, reply: FastifyReply, customerId: string): Promise<URL> {
  const configuration = await configurationFor(setting);
  const flow: Flow = { verifier: client.randomPKCECodeVerifier(), state: client.randomState(), nonce: client.randomNonce(), customerId };
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: callbackUrl(config, customerId),
    scope: 'openid email national_id',
    code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
    code_challenge_method: 'S256',
    state: flow.state,
    nonce: flow.nonce,
  });
  reply.setCookie(FLOW_COOKIE, Buffer.from(JSON.stringify(flow), 'utf8').toString('base64url'), {
    path: OIDC_CALLBACK_PATH, httpOnly: true, sameSite: 'lax', secure: overTls(request), maxAge: FLOW_SECONDS,
  });
  return url;
}

function readFlow(value: string | undefined): Flow | null {
  if (!value) return null;
  try {
    const flow = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<Flow>;
    return typeof flow.verifier === 'string' && typeof flow.state === 'string' && typeof flow.nonce === 'string' && typeof flow.customerId === 'string' ? flow as Flow : null;
  } catch {
    return null;
  }
}

export type OidcOutcome = { email?: string; nationalId?: string } | { refused: string };

/** Finishes the flow the callback's query belongs to: the verified identity, or why not. */
export async function finishOidc(config: Config, setting: OidcSetting, request: FastifyRequest, reply: FastifyReply, customerId: string): Promise<OidcOutcome> {
  const flow = readFlow(request.cookies[FLOW_COOKIE]);
  reply.clearCookie(FLOW_COOKIE, { path: OIDC_CALLBACK_PATH });
  if (!flow || flow.customerId !== customerId) return { refused: 'El inicio de sesión caducó o empezó en otro navegador. Inténtelo de nuevo.' };
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  const tokens = await client.authorizationCodeGrant(await configurationFor(setting), new URL(`${callbackUrl(config, customerId)}${query}`), {
    pkceCodeVerifier: flow.verifier, expectedState: flow.state, expectedNonce: flow.nonce, idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) return { refused: 'El proveedor de identidad no confirmó quién es usted. Inténtelo de nuevo.' };
  const rawId = claims[setting.nationalIdClaim];
  const nationalId = typeof rawId === 'string' && isNationalId(rawId) ? normaliseNationalId(rawId) : undefined;
  const email = claims.email_verified === true && typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : undefined;
  if (!nationalId && !email) return { refused: 'El proveedor de identidad no nos dio su cédula ni un correo verificado.' };
  return { ...(nationalId ? { nationalId } : {}), ...(email ? { email } : {}) };
}
