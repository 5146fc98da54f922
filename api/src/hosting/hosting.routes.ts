// Every GET that is not an API call, media or a file of the shell build answers the hosting page,
// with the status the route tables give the path: 200 for a page of the shell or of a remote in
// the visitor's registry, 404 for anything else, 503 while a remote's table cannot be read and no
// known table claims the path (docs/architecture.md, "Route ownership").
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BootData } from '@portal/contract';
import type { AppContext } from '../context.ts';
import { negotiateEncoding, sendFresh, varyOnEncoding } from '../http/compression.ts';
import { plainFormToken, newCsrfToken, readCsrfCookie, reusableToken, setCsrfCookie } from '../http/csrf.ts';
import { RecentSharedAnswers, sharedCacheMayHold, sendSharedPage } from './shared-page.ts';
import { FileFolder, sendFile } from '../http/file-sender.ts';
import { precompressFolder } from '../http/precompress.ts';
import { paramsListed, type OwnedRoute, type RouteEntry } from '@portal/pages/route-table';
import { matchPage } from '@portal/pages/match';
import { hasParams, pageNamed, readPageParams } from '@portal/pages/page-params';
import { assignCanaryBucket, canaryBucket } from '../registry/canary.ts';
import type { Registry } from '../registry/registry.ts';
import { requestOrigin } from '../site/site.routes.ts';
import { customerIdForHost } from './customer-host.ts';
import { HostingTemplate, newNonce, renderHostingPage } from './hosting-page.ts';
import { FinishedPages } from '../ssr/finished-pages.ts';
import { pageChecks } from './page-checks.ts';
import { ShellRoutes } from './shell-routes.ts';
import { PageRenderer } from '../ssr/page-renderer.ts';
import { PLAIN_FORM_PATH, PlainContactFormSchema, postedMessage, receivePlainForm, returnPath, type PlainContactForm } from '../contact/plain-form.ts';
import { ShellRenderer } from '../ssr/shell-renderer.ts';
import { headTags, withHeadTags } from '../publishing/head-tags.ts';
import { siteOrigin } from '../publishing/published-text.ts';
import { citizenFormRoutes } from './citizen-forms.ts';
import { citizenResultData } from './citizen-form-data.ts';
import { newsletterFormRoute, takeNewsletterResult } from './newsletter-form.ts';
import { folderPageRoutes } from '../modules/citizen-folder/folder-page.routes.ts';
import { certificateCheckLimit } from '../http/rate-limits.ts';

// webpack's [contenthash] names: main.3f9a1c2b.js, 123.abcdef12.chunk.js, vendor-3f9a1c2b4d.css
const hashedName = /[.-][0-9a-f]{8,}\.(?:js|mjs|css|svg|png|jpe?g|gif|webp|woff2?|ttf|map)$/i;
const reservedPrefixes = ['/api/', '/djstatic/', '/djmedia/'];

/** Cache-Control for a file of the shell build: forever for hashed names, revalidate otherwise. */
export function shellCacheControl(file: string): string {
  return hashedName.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** The visitor's language from the `lang` cookie the page sets (shared/src/i18n/language.ts). */
function languageOf(cookie: string | undefined): string {
  return /(?:^|;\s*)lang=en(?:;|$)/.test(cookie ?? '') ? 'en' : 'es';
}

const CONTACT_RESULT_COOKIE = 'contact_sent';
const HTML = 'text/html; charset=utf-8';

/** The reference of a message just sent without JavaScript, once: the cookie is cleared as it is read. */
function takeContactResult(request: FastifyRequest, reply: FastifyReply): Record<string, unknown> {
  const value = request.cookies[CONTACT_RESULT_COOKIE];
  const match = /^(contact|quote):(C-\d{4}-\d{6,})$/.exec(value ?? '');
  if (value !== undefined) reply.clearCookie(CONTACT_RESULT_COOKIE, { path: '/' });
  return match ? { contactForm: { kind: match[1], reference: match[2] } } : {};
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

  const renderer = ctx.config.serverRendering
    ? new PageRenderer(app, new ShellRenderer(ctx.config.shellDist), { remoteBudgetMs: ctx.config.ssrRemoteBudgetMs, cacheMs: ctx.config.ssrCacheMs, cluster: ctx.cluster, purge: ctx.pages })
    : null;

  const pages = new FinishedPages();
  const recentAnswers = new RecentSharedAnswers(Math.min(1000, ctx.config.ssrCacheMs));
  ctx.pages.onPurge((tags) => recentAnswers.forget(tags));
  const metrics = app.hasDecorator('metrics') ? app.metrics : null;
  const sharedHeaders = { maxAge: ctx.config.pageSharedMaxAge, stale: ctx.config.pageStaleSeconds };

  const shellRoutes = new ShellRoutes(path.join(ctx.config.shellDist, 'mf-manifest.json'), (message) => app.log.error(message));
  const unknownChecks = new Set<string>();

  // A check that looks a secret-ish code up counts in the budget of its JSON twin: the certificate
  // page must not be a way around the JSON check's limit.
  const checkLimits: Record<string, ReturnType<FastifyInstance['createRateLimit']>> = {
    certificate: app.createRateLimit(certificateCheckLimit(ctx)),
  };

  // What a route's serverCheck says about this request ('limited': the client's budget is spent);
  // a check the server does not know passes.
  async function passesCheck(request: FastifyRequest, customerId: string, name: string, params: Record<string, string>): Promise<boolean | 'limited'> {
    const check = pageChecks[name];
    const limit = checkLimits[name];
    const counted = limit ? await limit(request) : null;
    if (counted && !counted.isAllowed && counted.isExceeded) return 'limited';
    const query = request.query as Record<string, unknown>;
    // A rate-limited check (the certificates') is asked every time: each one counts, and is fresh.
    if (check && counted) return check(ctx, { customerId, params, query });
    // Others are kept in the read cache, which every staff write empties on every instance: a crowd
    // on one procedure's page asked the database once per visitor, and the pool's queue grew past
    // its timeout (503s in npm run bench:peak).
    if (check) {
      const cached = await ctx.cache.get(`page-check:${JSON.stringify([name, customerId, params, query])}`, async () => JSON.stringify(await check(ctx, { customerId, params, query })));
      return cached.body.toString() === 'true';
    }
    if (!unknownChecks.has(name)) app.log.warn(`route asks for server check "${name}", which this server does not have; the page is served`);
    unknownChecks.add(name);
    return true;
  }

  /** The status of `pathname` for a visitor, and the remote pages the visitor's registry serves. */
  async function pageFor(request: FastifyRequest, customerId: string, registry: Registry, pathname: string): Promise<{ status: number; routes: OwnedRoute[]; unknown: string[]; versions: Record<string, string>; route: OwnedRoute | null; matched: RouteEntry | null; params: Record<string, string> }> {
    // A relative registry URL names a remote this server hosts itself: the server reads it from
    // its own address, never from the visitor's Host (unlisted hosts have no origin at all, and a
    // client must not choose where the server fetches from).
    const origin = ctx.config.publicUrl ?? `http://127.0.0.1:${ctx.config.port}`;
    const shell = shellRoutes.read();
    // A server-rendered page runs the remotes' current builds: their manifests at most 2 s old.
    let tables = await ctx.routeTables.forRegistry(registry, origin, { fresh: renderer !== null });
    let match = matchPage([...shell, ...tables.routes], pathname);
    // Never 404 on an old table: the remote may have just deployed this page.
    if (!match) {
      tables = await ctx.routeTables.forRegistry(registry, origin, { before404: true });
      match = matchPage([...shell, ...tables.routes], pathname);
    }
    let status = match ? 200 : tables.unknown.length > 0 ? 503 : 404;
    // A value the route does not list (a demo page's unknown slug), a value its page's parameter
    // schema refuses (@portal/pages), or an item the check does not find.
    const page = match ? pageNamed(match.route.path) : undefined;
    if (match && !paramsListed(match.route, match.params)) status = 404;
    else if (match && hasParams(page) && !readPageParams(page, { params: match.params, query: request.query as Record<string, unknown> })) status = 404;
    else if (match?.route.serverCheck) {
      const verdict = await passesCheck(request, customerId, match.route.serverCheck, match.params);
      if (verdict === 'limited') status = 429;
      else if (!verdict) status = 404;
    }
    const route = match && 'remote' in match.route ? (match.route as OwnedRoute) : null;
    return { status, ...tables, route, matched: match?.route ?? null, params: match?.params ?? {} };
  }

  /** The template with the page's own head tags; as it is when they cannot be read (the database is away). */
  async function withPageHead(bare: string, page: Parameters<typeof headTags>[1]): Promise<string> {
    try {
      return withHeadTags(bare, await headTags(ctx.db, page, ctx.cache));
    } catch (error) {
      app.log.warn({ err: error }, 'could not read the page\'s head tags; the template\'s are sent');
      return bare;
    }
  }

  /**
   * The hosting page for `pathname`. `serverData` adds to what the page renders with (the result
   * of a form posted without JavaScript); `status` replaces a 200.
   */
  async function sendHostingPage(request: FastifyRequest, reply: FastifyReply, pathname: string, { serverData, status: pageStatus, search = '' }: { serverData?: Record<string, unknown>; status?: number; search?: string } = {}): Promise<FastifyReply> {
    const started = performance.now();
    const customerId = customerIdForHost(ctx.config, request.hostname);
    // Read before the recent answers: an operator's swap of a remote applies from the next page.
    ctx.registry.refresh();
    // An anonymous visitor gets the answer the last one got, within its second (and registry).
    const recentKey = request.method === 'GET' && !serverData && !pageStatus
      && sharedCacheMayHold(request, reply, { pathname, canary: ctx.registry.hasCanary(customerId), maxAge: sharedHeaders.maxAge })
      ? recentAnswers.key(request, languageOf(request.headers.cookie), ctx.registry.version)
      : null;
    const recent = recentKey ? recentAnswers.get(recentKey) : null;
    const purgesBefore = recentAnswers.purges;
    if (recent) {
      request.cspNonce = recent.nonce;
      metrics?.render(recent.page, 'cached', (performance.now() - started) / 1000);
      return sendSharedPage(request, reply, recent.copy, { tags: recent.tags, language: recent.language, ...sharedHeaders });
    }
    const bucket = ctx.registry.hasCanary(customerId) ? assignCanaryBucket(request, reply) : canaryBucket(request);
    const registry = ctx.registry.forVisitor(customerId, bucket);
    const { status, routes, unknown, versions, route, matched, params } = await pageFor(request, customerId, registry, pathname);
    // A 404 the page answers itself (the certificate check's verdict) is that page; any other 404
    // is the site's 404 page.
    const pageAnswers404 = status === 404 && route?.ownNotFound === true;
    const csrfToken = reusableToken(readCsrfCookie(request)) ?? newCsrfToken();
    const nonce = newNonce();
    request.cspNonce = nonce;
    const { text: bare, built } = template.read();
    const boot: BootData = {
      customerId,
      apiHost: requestOrigin(ctx, request),
      csrfToken,
      registry,
      // Only what the shell's router needs: the page stays small on every first visit.
      routes: routes.map(({ path: pattern, remote, module, title, siteConfig }) => ({ path: pattern, remote, module, title, ...(siteConfig === false ? { siteConfig } : {}) })),
      routesUnknown: unknown,
      ...(status === 404 && !pageAnswers404 ? { notFound: true } : {}),
    };
    // The first screen as HTML (issue 20): a page, or the 404 page (then, unless the page answers
    // its own 404, without the matched route's page or data: the shell renders its 404 page).
    const language = languageOf(request.headers.cookie);
    const origin = ctx.config.publicUrl ?? `http://127.0.0.1:${ctx.config.port}`;
    // After a post, the page it shows again (and its query: a step's choices).
    const url = request.method !== 'GET' ? `${pathname}${search}` : request.url.startsWith('/index.html') ? '/' : request.url;
    const extra = { ...takeContactResult(request, reply), ...takeNewsletterResult(request, reply), ...(await citizenResultData(app, ctx, request, reply, pathname)), ...serverData };
    // The page's title, description, robots rule and shared-link tags.
    const text = built ? await withPageHead(bare, { customerId, origin: siteOrigin(ctx.config, request), url, language, status, route: matched, params }) : bare;
    const rendered = renderer && built && (status === 200 || status === 404)
      ? await renderer.render({ host: request.headers.host ?? request.hostname, visitorIp: request.ip, origin, customerId, url, language, registry, versions, route: status === 200 || pageAnswers404 ? route : null, params, boot, extraData: extra, log: request.log })
      : null;
    if (rendered) boot.ssr = { data: rendered.data, modules: rendered.modules, language, renderedAt: rendered.renderedAt };
    // A form's outcome reaches the page even when it could not be rendered here: the browser shows it.
    else if (Object.keys(extra).length > 0) boot.ssr = { data: extra, modules: [], language, renderedAt: Date.now() };
    const finished = rendered?.cacheKey ? pages.page(rendered.cacheKey, text, boot, language, rendered) : null;
    // The same bytes for every visitor, no token, no cookie: a CDN and the browser may keep it.
    if (finished && rendered && !rendered.partial && built && status === 200 && !pageStatus && Object.keys(extra).length === 0
      && sharedCacheMayHold(request, reply, { pathname, canary: ctx.registry.hasCanary(customerId), maxAge: sharedHeaders.maxAge })) {
      const answer = { copy: finished.shared(rendered.nonce), tags: rendered.tags, language, nonce: rendered.nonce, page: route?.path ?? 'shell' };
      if (recentKey) recentAnswers.set(recentKey, answer, purgesBefore);
      request.cspNonce = rendered.nonce;
      return sendSharedPage(request, reply, answer.copy, { tags: answer.tags, language, ...sharedHeaders });
    }
    setCsrfCookie(request, reply, csrfToken);
    reply.code(built ? (status === 200 && pageStatus ? pageStatus : status) : 503).header('cache-control', 'private, no-store');
    if (built && status === 503) reply.header('retry-after', '30');
    if (built && status === 429) reply.header('retry-after', '60');
    // A finished page is gzipped from its parts deflated once: browsers accept gzip and brotli
    // alike, and gzip is then a copy where brotli would be a compression of 40 KB per response.
    if (finished && negotiateEncoding(request.headers['accept-encoding'], 'gzip') === 'gzip') {
      varyOnEncoding(reply);
      return reply.type(HTML).header('content-encoding', 'gzip').send(finished.gzip(nonce, csrfToken));
    }
    const html = finished
      ? finished.text(nonce, csrfToken)
      : renderHostingPage(text, boot, nonce, rendered ? { html: rendered.html, styles: rendered.styles, language } : undefined);
    // Differs per response (nonce, token), so it is compressed per response, at a cheap level.
    return sendFresh(request, reply, Buffer.from(html, 'utf8'), HTML);
  }

  // The contact and quote forms without JavaScript (issue 20): stored as POST /api/v2/contact/
  // would, then the page again, rendered with the outcome. A sent message goes through a redirect
  // (a reload does not send it twice), its reference in a short-lived cookie; a refused one is
  // shown at once with what was typed.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    scope.post<{ Body: PlainContactForm }>(PLAIN_FORM_PATH, {
      config: { csrf: false, rateLimit: { max: ctx.config.writeRateLimit, timeWindow: 60_000 } },
      schema: { body: PlainContactFormSchema },
    }, async (request, reply) => {
      const back = returnPath(request.headers.referer, request.headers.host);
      if (!plainFormToken(request, request.body.csrftoken)) {
        return sendHostingPage(request, reply, back, { serverData: { contactForm: { ...postedMessage(request.body), failed: true } }, status: 403 });
      }
      const result = await receivePlainForm(ctx, customerIdForHost(ctx.config, request.hostname), request.body);
      if ('reference' in result) {
        reply.setCookie(CONTACT_RESULT_COOKIE, `${result.kind}:${result.reference}`, { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 120 });
        return reply.code(303).header('location', back).header('cache-control', 'no-store').send();
      }
      return sendHostingPage(request, reply, back, { serverData: { contactForm: result }, status: result.failed ? 503 : 422 });
    });
    // The citizen's other tasks without JavaScript: tracking, an appointment, booking, a request,
    // and the footer's newsletter form.
    await citizenFormRoutes(scope, ctx, sendHostingPage);
    await newsletterFormRoute(scope, ctx, sendHostingPage);
    // The citizen's folder, /mi-carpeta: its page with their data, sign-in by link, its buttons.
    await folderPageRoutes(scope, ctx, sendHostingPage);
  });

  app.get<{ Params: { '*': string } }>('/*', async (request, reply) => {
    const pathname = `/${request.params['*'] ?? ''}`;
    if (reservedPrefixes.some((prefix) => pathname.startsWith(prefix))) return reply.callNotFound();
    if (pathname === '/index.html') return sendHostingPage(request, reply, '/');
    const file = pathname === '/' ? null : shell.resolve(pathname);
    if (file) return sendFile(request, reply, shell, file, shellCacheControl(file));
    return sendHostingPage(request, reply, pathname);
  });
}
