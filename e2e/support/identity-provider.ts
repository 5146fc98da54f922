// A real OpenID Connect provider (oidc-provider) in the browser test's own process, on the port the
// e2e site's OIDC_ISSUER names (scripts/e2e-server.mjs): the national identity provider Mi carpeta
// signs in with. Its sign-in page asks for a cédula and knows the citizens it is given; consent is
// implied. The server tests start the same provider (api/test/support/identity-provider.ts).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface IdentityCitizen { nationalId: string; email?: string }

export interface IdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

const page = (body: string) => `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Identidad nacional</title></head><body><main>${body}</main></body></html>`;

/** Starts the provider on `port` for one client whose callbacks are `redirectUris`. */
export async function startIdentityProvider(port: number, redirectUris: string[], citizens: IdentityCitizen[]): Promise<IdentityProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The e2e site's OIDC_CLIENT_ID and OIDC_CLIENT_SECRET.
  const clientId = 'portal-e2e';
  const clientSecret = 'portal-e2e-secret-0123456789abcdef';
  const byId = new Map(citizens.map((citizen) => [citizen.nationalId, citizen]));
  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: redirectUris, grant_types: ['authorization_code'], response_types: ['code'] }],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], national_id: ['national_id'] },
    scopes: ['openid', 'email', 'national_id'],
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/entrar/${interaction.uid}` },
    cookies: { keys: ['test-cookie-key-0123456789abcdef'] },
    // Short lives, said outright (the provider notices every default it falls back to).
    ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    findAccount: (_ctx: unknown, id: string) => {
      const citizen = byId.get(id);
      return citizen ? { accountId: id, claims: () => ({ sub: id, national_id: id, ...(citizen.email ? { email: citizen.email, email_verified: true } : {}) }) } : undefined;
    },
  });
  const handle = provider.callback();
  server.on('request', (request, response) => {
    const match = /^\/entrar\/([A-Za-z0-9_-]+)$/.exec(request.url ?? '');
    if (!match) return handle(request, response);
    void (async () => {
      const details = await provider.interactionDetails(request, response);
      if (request.method === 'GET') {
        response.setHeader('content-type', 'text/html; charset=utf-8');
        response.end(page(`<h1>Identidad nacional</h1><form method="post"><label for="cedula">Cédula</label> <input id="cedula" name="cedula"> <button type="submit">Entrar</button></form>`));
        return;
      }
      let body = '';
      for await (const chunk of request) body += String(chunk);
      const nationalId = new URLSearchParams(body).get('cedula') ?? '';
      if (!byId.has(nationalId)) {
        response.statusCode = 401;
        response.end(page('<h1>Cédula desconocida</h1>'));
        return;
      }
      const grant = new provider.Grant({ accountId: nationalId, clientId: String(details.params.client_id) });
      grant.addOIDCScope('openid email national_id');
      grant.addOIDCClaims(['national_id', 'email', 'email_verified']);
      await provider.interactionFinished(request, response, { login: { accountId: nationalId }, consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: false });
    })().catch((error: unknown) => {
      response.statusCode = 500;
      response.end(String(error));
    });
  });
  return {
    issuer, clientId, clientSecret,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
