// The <head> of a hosting page for what it shows: its real <title>,
// description and robots rule, and the Open Graph and Twitter card tags a social network or a chat
// reads when a link is shared (it runs no script: only the server's HTML counts). A news story
// shares its title, its excerpt (else the text of its sanitised body) and its picture; a city page
// or a procedure its own title and text; any other page the route's title and the site's
// description. Every value is text escaped for an attribute: no editor HTML reaches a tag.
import { routeTitle, type RouteEntry } from '@portal/pages';
import { MEDIA_SHARE_SIZE, mediaSharePath } from '@portal/contract';
import type { Db } from '../db/database.ts';
import type { ReadCache } from '../http/read-cache.ts';
import { plainText } from '../modules/search/snippet.ts';
import { headReads, type HeadReads } from './publishing.repository.ts';
import { escapeMarkup, isoTime, mediaUrl, pagePath, postPath, procedurePath, summaryOf } from './published-text.ts';

export const FEED_PATH = '/noticias/feed.xml';
const DEFAULT_SITE_NAME = 'Portal Ciudadano';
const DEFAULT_DESCRIPTION = 'Portal ciudadano: trámites en línea, noticias y contacto de la alcaldía.';
const NOT_FOUND_TITLE: Record<string, string> = { es: 'Página no encontrada', en: 'Page not found' };

export interface HeadRequest {
  customerId: string;
  /** The public site's origin: every address in a tag is absolute. */
  origin: string;
  /** The page's path and query, as asked for. */
  url: string;
  language: string;
  /** The status the page answers: only a 200 page is described. */
  status: number;
  /** The route the path matched (a shell page or a remote's), and its params. */
  route: RouteEntry | null;
  params: Record<string, string>;
}

/** What a page is, for its tags. */
interface Described {
  title: string;
  description: string;
  url: string;
  image: string | null;
  /** what the picture shows; the title when its editor wrote nothing */
  imageAlt?: string;
  /** the picture's size when it is known (a library picture's sharing copy) */
  imageSize?: { width: number; height: number };
  article?: { published: string | null; modified: string | null };
}

const positiveId = (value: unknown): number | null => (typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : null);

/** The news list, a story, a category or an archive: the pages a news reader's feed belongs to. */
function isNewsPage(route: RouteEntry | null): boolean {
  if (!route) return false;
  return route.path === '/' || route.serverCheck === 'blog-post' || ['/blog-grid/', '/category/:slug', '/author/:slug', '/archive/:slug'].includes(route.path);
}

/** The HTML of the head tags of one page. */
export async function headTags(db: Db, request: HeadRequest, cache: ReadCache | null = null): Promise<string> {
  const repository = headReads(db, cache);
  const [customer, site] = await Promise.all([repository.customer(request.customerId), repository.siteTexts()]);
  const productName = site?.site_name.trim() || DEFAULT_SITE_NAME;
  const siteName = customer?.name.trim() || productName;
  const siteDescription = site?.site_description.trim() || DEFAULT_DESCRIPTION;
  const language = request.language === 'en' ? 'en' : 'es';
  const robots = customer?.indexing === 1 && request.status === 200 ? 'index, follow' : 'noindex, follow';
  const query = new URL(request.url, 'http://portal.invalid').searchParams;

  const described = request.status === 200 && request.route
    ? await describe(repository, request, query, { siteDescription, shortname: customer?.shortname ?? null })
    : null;
  const pageTitle = described?.title ?? (request.status === 404 ? NOT_FOUND_TITLE[language]! : '');
  // As the shell writes document.title (spec: the product name followed by the page title).
  const title = pageTitle ? `${productName} | ${pageTitle}` : productName;
  const tags: string[] = [
    `<title>${escapeMarkup(title)}</title>`,
    meta('name', 'description', described?.description || siteDescription),
    meta('name', 'robots', robots),
  ];
  if (described) {
    tags.push(
      `<link rel="canonical" href="${escapeMarkup(described.url)}">`,
      meta('property', 'og:title', described.title),
      meta('property', 'og:description', described.description || siteDescription),
      meta('property', 'og:type', described.article ? 'article' : 'website'),
      meta('property', 'og:url', described.url),
      meta('property', 'og:site_name', siteName),
      meta('property', 'og:locale', language === 'en' ? 'en_US' : 'es_VE'),
    );
    if (described.image) tags.push(meta('property', 'og:image', described.image), meta('property', 'og:image:alt', described.imageAlt ?? described.title));
    // Known sizes let a network lay the card out before it fetches the picture.
    if (described.image && described.imageSize) tags.push(meta('property', 'og:image:width', String(described.imageSize.width)), meta('property', 'og:image:height', String(described.imageSize.height)));
    if (described.article?.published) tags.push(meta('property', 'article:published_time', described.article.published));
    if (described.article?.modified) tags.push(meta('property', 'article:modified_time', described.article.modified));
    tags.push(
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:title', described.title),
      meta('name', 'twitter:description', described.description || siteDescription),
    );
    if (described.image) tags.push(meta('name', 'twitter:image', described.image), meta('name', 'twitter:image:alt', described.imageAlt ?? described.title));
  }
  if (request.status === 200 && isNewsPage(request.route)) {
    const feedTitle = language === 'en' ? `News · ${siteName}` : `Noticias · ${siteName}`;
    tags.push(`<link rel="alternate" type="application/atom+xml" title="${escapeMarkup(feedTitle)}" href="${escapeMarkup(request.origin + FEED_PATH)}">`);
  }
  return tags.join('');
}

function meta(kind: 'name' | 'property', key: string, content: string): string {
  return `<meta ${kind}="${key}" content="${escapeMarkup(content)}">`;
}

async function describe(
  repository: HeadReads, request: HeadRequest, query: URLSearchParams,
  { siteDescription, shortname }: { siteDescription: string; shortname: string | null },
): Promise<Described> {
  const { origin, route, params, customerId, language } = request;
  const check = route?.serverCheck;
  if (check === 'blog-post') {
    const id = positiveId(params.id ?? query.get('id'));
    const post = id === null ? undefined : await repository.publishedPost(customerId, id);
    if (post) {
      return {
        title: post.title.trim(), description: summaryOf(post.excerpt, post.body), url: origin + postPath(post),
        // A library picture's sharing copy is cut to the 1200×630 that social networks show.
        image: mediaUrl(origin, mediaSharePath(post.image) ?? post.image),
        imageAlt: post.image_alt.trim() || undefined,
        ...(mediaSharePath(post.image) ? { imageSize: MEDIA_SHARE_SIZE } : {}),
        article: { published: isoTime(post.published_at ?? post.created), modified: isoTime(post.updated) },
      };
    }
  }
  if (check === 'blog-page') {
    const id = positiveId(query.get('id'));
    const slug = (params['*'] ?? '').split('/').filter(Boolean).pop()?.toLowerCase();
    const page = id !== null ? await repository.page(customerId, { id }) : slug ? await repository.page(customerId, { slug }) : undefined;
    if (page) return { title: page.title.trim(), description: summaryOf(null, page.body), url: origin + pagePath(page), image: null };
  }
  if (check === 'procedure' && shortname) {
    const id = positiveId(params.id);
    const procedure = id === null ? undefined : await repository.procedure(customerId, id);
    if (procedure) {
      return { title: procedure.name.trim(), description: summaryOf(plainText(procedure.description ?? ''), null), url: origin + procedurePath(shortname, procedure.id), image: null };
    }
  }
  const path = new URL(request.url, 'http://portal.invalid').pathname;
  return { title: route ? routeTitle(route.title, language) : '', description: siteDescription, url: origin + path, image: null };
}

// The template's own title, description and robots rule, as written or minified: replaced by the page's.
const templateTitle = /<title\b[^>]*>[\s\S]*?<\/title>/i;
const templateMeta = /<meta\s+name=(["']?)(?:description|robots)\1(?=[\s/>])[^>]*>/gi;

/** The template with `tags` where its <title> was (else at the end of <head>), its own description and robots rule gone. */
export function withHeadTags(template: string, tags: string): string {
  const page = template.replace(templateMeta, '');
  if (templateTitle.test(page)) return page.replace(templateTitle, () => tags);
  return page.replace(/<\/head>/i, () => `${tags}</head>`);
}
