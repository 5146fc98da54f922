// Every GET that is not an API call, media or a file of the shell build answers the hosting page.
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { sendFresh } from '../http/compression.ts';
import { csrfCookieName, newCsrfToken, reusableToken } from '../http/csrf.ts';
import { FileFolder, sendFile } from '../http/file-sender.ts';
import { precompressFolder } from '../http/precompress.ts';
import { overTls } from '../http/security-headers.ts';
import { requestOrigin } from '../site/site.routes.ts';
import { customerIdForHost } from './customer-host.ts';
import { HostingTemplate, newNonce, renderHostingPage } from './hosting-page.ts';
import { isKnownPage } from './route-patterns.ts';

// webpack's [contenthash] names: main.3f9a1c2b.js, 123.abcdef12.chunk.js, vendor-3f9a1c2b4d.css
const hashedName = /[.-][0-9a-f]{8,}\.(?:js|mjs|css|svg|png|jpe?g|gif|webp|woff2?|ttf|map)$/i;
const reservedPrefixes = ['/api/', '/djstatic/', '/djmedia/'];

/** Cache-Control for a file of the shell build: forever for hashed names, revalidate otherwise. */
export function shellCacheControl(file: string): string {
  return hashedName.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** GET /* : shell files and the hosting page. */
export async function hostingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const shell = new FileFolder(ctx.config.shellDist);
  const template = new HostingTemplate(path.join(ctx.config.shellDist, 'index.html'));

  // The first brotli request for a large chunk would otherwise wait ~0.5 s for its compression.
  // Not awaited: the server listens at once, and a request arriving mid-way shares the work.
  let closed = false;
  app.addHook('onClose', async () => { closed = true; });
  const precompressed = precompressFolder(shell, {
    skip: ['index.html'], // only ever read as the hosting page's template, never served as a file
    stopped: () => closed,
    onError: (file, error) => app.log.warn({ err: error, file }, 'could not precompress a shell file; it is compressed on first request'),
  });
  app.decorate('shellPrecompressed', precompressed.then((summary) => {
    if (!summary.stopped) app.log.info(`shell precompressed: ${summary.files} files in ${Math.round(summary.ms)} ms`);
    return summary;
  }));

  function sendHostingPage(request: FastifyRequest, reply: FastifyReply, status: number): Promise<FastifyReply> {
    const customerId = customerIdForHost(ctx.config, request.hostname);
    const csrfToken = reusableToken(request.cookies[csrfCookieName]) ?? newCsrfToken();
    const nonce = newNonce();
    request.cspNonce = nonce;
    const { text, built } = template.read();
    const html = renderHostingPage(text, {
      customerId,
      apiHost: requestOrigin(ctx, request),
      csrfToken,
      registry: ctx.registry.forCustomer(customerId, true),
    }, nonce);
    reply.setCookie(csrfCookieName, csrfToken, { path: '/', httpOnly: true, sameSite: 'lax', secure: overTls(request) });
    reply.code(built ? status : 503).header('cache-control', 'no-store');
    // Differs per response (nonce, token), so it is compressed per response, at a cheap level.
    return sendFresh(request, reply, Buffer.from(html, 'utf8'), 'text/html; charset=utf-8');
  }

  app.get<{ Params: { '*': string } }>('/*', async (request, reply) => {
    const pathname = `/${request.params['*'] ?? ''}`;
    if (reservedPrefixes.some((prefix) => pathname.startsWith(prefix))) return reply.callNotFound();
    if (pathname === '/index.html') return sendHostingPage(request, reply, 200);
    const file = pathname === '/' ? null : shell.resolve(pathname);
    if (file) return sendFile(request, reply, shell, file, shellCacheControl(file));
    return sendHostingPage(request, reply, isKnownPage(pathname) ? 200 : 404);
  });
}
