// The public site's documents for machines: the Atom feed of the news
// (RFC 4287), the sitemap (sitemaps.org 0.9) and robots.txt, each for the customer of the request's
// host, with absolute addresses. Drafts never appear: only published posts are read.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { customerIdForHost } from '../hosting/customer-host.ts';
import { sendStored } from '../http/compression.ts';
import { FEED_PATH } from './head-tags.ts';
import { publishingRepository } from './publishing.repository.ts';
import { escapeMarkup, isoTime, mediaUrl, pagePath, postPath, procedurePath, siteOrigin, summaryOf } from './published-text.ts';

const FEED_ENTRIES = 20;
const DEFAULT_SITE_NAME = 'Portal Ciudadano';
// No input: any query is ignored (a feed reader's cache-busting parameter changes nothing).
const machineDocument = { querystring: { type: 'object' } };

/**
 * Sends a document kept in the read cache (dropped after any staff write, on every instance), with
 * its ETag (a crawler's next visit is a 304) and compressed when the client accepts it.
 */
async function sendDocument(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, key: string, type: string, make: () => Promise<string>): Promise<FastifyReply> {
  const cached = await ctx.cache.get(`publishing:${key}`, make);
  reply.header('cache-control', 'no-cache').header('x-content-type-options', 'nosniff');
  return sendStored(request, reply, { body: () => cached.body, size: cached.body.length, etag: cached.etag, encodings: cached.encodings }, type);
}

/** The newest of some RFC 3339 times, or null. */
function newest(times: (string | null | undefined)[]): string | null {
  return times.filter((time): time is string => typeof time === 'string').sort().at(-1) ?? null;
}

export async function publishingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(FEED_PATH, { schema: machineDocument }, async (request, reply) => {
    const customerId = customerIdForHost(ctx.config, request.hostname);
    const origin = siteOrigin(ctx.config, request);
    // The origin is a configured one (siteOrigin): the keys are bounded.
    return sendDocument(ctx, request, reply, `feed:${customerId}:${origin}`, 'application/atom+xml; charset=utf-8', () => feedXml(ctx, customerId, origin));
  });

  app.get('/sitemap.xml', { schema: machineDocument }, async (request, reply) => {
    const customerId = customerIdForHost(ctx.config, request.hostname);
    const origin = siteOrigin(ctx.config, request);
    return sendDocument(ctx, request, reply, `sitemap:${customerId}:${origin}`, 'application/xml; charset=utf-8', () => sitemapXml(ctx, customerId, origin));
  });

  app.get('/robots.txt', { schema: machineDocument }, async (request, reply) => {
    const origin = siteOrigin(ctx.config, request);
    // The staff console and the API are no pages for a search engine. Whether the pages may be
    // indexed is each page's robots meta (the customer's indexing setting): a Disallow here
    // would hide that 'noindex' from the crawler.
    const body = ['User-agent: *', 'Disallow: /admin', 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
    return reply.code(200).type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').header('x-content-type-options', 'nosniff').send(body);
  });
}

/** The Atom feed of the customer's newest published posts. */
async function feedXml(ctx: AppContext, customerId: string, origin: string): Promise<string> {
  const repository = publishingRepository(ctx.db);
  const [customer, site, posts] = await Promise.all([repository.customer(customerId), repository.siteTexts(), repository.publishedPosts(customerId, FEED_ENTRIES)]);
  const siteName = customer?.name.trim() || site?.site_name.trim() || DEFAULT_SITE_NAME;
  const author = `<author><name>${escapeMarkup(siteName)}</name><uri>${escapeMarkup(`${origin}/`)}</uri></author>`;
  const entries = posts.map((post) => {
    const url = origin + postPath(post);
    const published = isoTime(post.published_at ?? post.created) ?? new Date(0).toISOString();
    const updated = newest([published, isoTime(post.updated)])!;
    const picture = mediaUrl(origin, post.image);
    return [
      '<entry>',
      `<id>${escapeMarkup(url)}</id>`,
      `<title type="text">${escapeMarkup(post.title)}</title>`,
      `<updated>${updated}</updated>`,
      `<published>${published}</published>`,
      `<link rel="alternate" type="text/html" href="${escapeMarkup(url)}"/>`,
      picture ? `<link rel="enclosure" href="${escapeMarkup(picture)}"/>` : '',
      `<summary type="text">${escapeMarkup(summaryOf(post.excerpt, post.body, 400))}</summary>`,
      author,
      '<category term="noticias" label="Noticias"/>',
      '</entry>',
    ].join('');
  });
  const updated = newest(posts.map((post) => newest([isoTime(post.published_at), isoTime(post.updated)]))) ?? '2000-01-01T00:00:00Z';
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="es">',
    `<id>${escapeMarkup(origin + FEED_PATH)}</id>`,
    `<title type="text">${escapeMarkup(`Noticias · ${siteName}`)}</title>`,
    site?.site_description.trim() ? `<subtitle type="text">${escapeMarkup(site.site_description.trim())}</subtitle>` : '',
    `<updated>${updated}</updated>`,
    `<link rel="self" type="application/atom+xml" href="${escapeMarkup(origin + FEED_PATH)}"/>`,
    `<link rel="alternate" type="text/html" href="${escapeMarkup(`${origin}/blog-grid/`)}"/>`,
    author,
    `<generator>${escapeMarkup(site?.site_name.trim() || DEFAULT_SITE_NAME)}</generator>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

/** The sitemap of the customer's pages. */
async function sitemapXml(ctx: AppContext, customerId: string, origin: string): Promise<string> {
  const repository = publishingRepository(ctx.db);
  const [customer, posts, pages, procedures, pageChanges, procedureChanges] = await Promise.all([
    repository.customer(customerId), repository.publishedPosts(customerId, 50_000), repository.pages(customerId),
    repository.procedures(customerId), repository.lastChanges(customerId, 'page'), repository.lastChanges(customerId, 'procedure'),
  ]);
  const postTimes = posts.map((post) => newest([isoTime(post.published_at), isoTime(post.updated)]));
  const procedureTimes = procedures.map((procedure) => isoTime(procedureChanges.get(procedure.id)));
  const urls: { path: string; lastmod: string | null }[] = [
    { path: '/', lastmod: newest(postTimes) },
    { path: '/procedures', lastmod: newest(procedureTimes) },
    ...(customer ? procedures.map((procedure, index) => ({ path: procedurePath(customer.shortname, procedure.id), lastmod: procedureTimes[index]! })) : []),
    { path: '/blog-grid/', lastmod: newest(postTimes) },
    ...posts.map((post, index) => ({ path: postPath(post), lastmod: postTimes[index]! })),
    ...pages.map((page) => ({ path: pagePath(page), lastmod: isoTime(pageChanges.get(page.id)) })),
  ];
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map(({ path, lastmod }) => `<url><loc>${escapeMarkup(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`),
    '</urlset>',
    '',
  ].join('\n');
}
