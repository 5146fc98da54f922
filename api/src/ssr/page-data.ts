// What the server loads for a page it renders (issue 20): the site config always, and the data a
// remote's route asks for by name (`"serverData": ["procedures"]` in its src/routes.json). Each is
// the very answer of the public API call the browser would make, so the browser can use it as is.
import type { FastifyInstance } from 'fastify';
import { SEARCH_QUERY_MAX, type PageDetail, type PostDetail, type PublicFile, type PostListResponse, type SiteConfig } from '@portal/contract';
import { publicBodyHtml } from '../content/html-sanitiser.ts';
import { addressValues, positiveId } from '@portal/pages/page-params';
import { loadBooking, loadRequestStart } from './booking-data.ts';

export interface PageDataRequest {
  /** GETs a path of this server's own API as the visitor's host would; answers the JSON or null. */
  get: (url: string) => Promise<unknown>;
  /** POSTs a JSON body to a read-only call of the API (the blog's); answers the JSON or null. */
  post: (url: string, body: Record<string, unknown>) => Promise<unknown>;
  /** GETs a path and answers its status and JSON, whatever the status. */
  getAnswer: (url: string) => Promise<{ status: number; body: unknown }>;
  customerId: string;
  /** The selected customer's shortname (the catalogue's file is named after it). */
  shortname: string | null;
  /** The route's params and the page's query, as the page reads them. */
  params: Record<string, string>;
  query: URLSearchParams;
}

export type PageDataLoader = (request: PageDataRequest) => Promise<unknown>;

/** Every loader by name. A name the server does not know is skipped: the page loads it itself. */
export const pageDataLoaders: Record<string, PageDataLoader> = {
  // The catalogue, as GET /djstatic/{shortname}/procedures.json answers it.
  procedures: async ({ get, shortname }) => (shortname ? get(`/djstatic/${encodeURIComponent(shortname)}/procedures.json`) : null),
  // The first page of news (the list, and the sidebar's recent posts), the whole answer.
  posts: async ({ post, customerId }) => {
    const answer = (await post('/api/v2/blog/post/', { customer_id: customerId, page: 0 })) as PostListResponse | null;
    return answer?.res === 1 ? { ...answer, data: answer.data.map((item) => ({ ...item, body: publicBodyHtml(item.body) })) } : null;
  },
  // One news story: /blog-details/:id or /post/:slug?id=…
  post: async ({ post, customerId, params, query }) => {
    const id = positiveId(params.id ?? query.get('id'));
    if (id === null) return null;
    const detail = envelopeData<PostDetail>(await post('/api/v2/blog/post/detail/', { customer_id: customerId, id }));
    return detail ? { ...detail, body: publicBodyHtml(detail.body) } : null;
  },
  // A certificate's check: /certificate/validation/:number?register_id=… (counted against the
  // visitor's own rate limit, as the browser's check would be).
  certificate: async ({ getAnswer, customerId, params, query }) => {
    // As typed: a value the check refuses is answered with the check's own message.
    const { number = '', registerId = '' } = addressValues('certificateValidation', { params, query });
    if (!number || !registerId) return null;
    const search = new URLSearchParams({ customer_id: customerId, number, register_id: registerId });
    const { status, body } = await getAnswer(`/api/v2/certificate/validate/?${search}`);
    const result: CertificateCheckResult = { number, registerId, status, ...(status === 200 ? { certificate: envelopeData(body) } : {}) };
    return status === 200 || status === 404 || status === 400 || status === 429 ? result : null;
  },
  // A payment receipt's check: /recibos?numero=… (the certificate check's budget, as the browser's).
  receipt: async ({ getAnswer, customerId, query }) => {
    const number = (query.get('numero') ?? '').trim().slice(0, 40);
    if (!number) return null;
    const { status, body } = await getAnswer(`/api/v2/payment/receipt/validate/?${new URLSearchParams({ customer_id: customerId, number })}`);
    const message = (body as { message?: unknown } | null)?.message;
    if (status === 200) return { number, status, receipt: envelopeData(body) };
    return status === 404 || status === 400 || status === 429 ? { number, status, ...(typeof message === 'string' ? { message } : {}) } : null;
  },
  // The site search's results (/buscar?q=…&pagina=…), with the query and page they answer: the
  // search boxes are GET forms, so a search without JavaScript is this page rendered here.
  search: async ({ getAnswer, customerId, query }) => {
    // As the page reads it (mfe-procedures/src/pages/SiteSearchPage.tsx), so the browser reuses it.
    const q = (query.get('q') ?? '').slice(0, SEARCH_QUERY_MAX);
    if (!q.trim()) return null;
    const page = searchPage(query.get('pagina'));
    const { status, body } = await getAnswer(`/api/v2/search/?${new URLSearchParams({ customer_id: customerId, q, page: String(page) })}`);
    if (status === 200) return { q, page, results: envelopeData(body) };
    // A query the server refuses (too long, say) shows its Spanish sentence on the page.
    const message = (body as { message?: unknown } | null)?.message;
    return status === 400 && typeof message === 'string' ? { q, page, message } : null;
  },
  // The booking page's steps (/citas/nueva?tramite=…&oficina=…&hora=…): offices, then free times.
  booking: (request) => loadBooking(request),
  // The request page's procedure and requirements (/solicitudes/nueva?tramite=…), a file field each.
  'request-start': (request) => loadRequestStart(request),
  // The city's holiday calendar (/feriados), the whole answer's data.
  holidays: async ({ post, customerId }) => envelopeData(await post('/api/v2/holiday/calendar/', { customer_id: customerId })),
  // The city's service indicators (/indicadores), the whole answer's data.
  indicators: async ({ post, customerId }) => envelopeData(await post('/api/v2/indicators/', { customer_id: customerId })),
  // A page the city edits: /page{menu path}?id=…, else the path's last segment as its slug.
  page: async ({ post, customerId, params, query }) => {
    const id = positiveId(query.get('id'));
    const slug = (params['*'] ?? '').split('/').filter(Boolean).pop()?.toLowerCase();
    const key = id !== null ? { id } : slug ? { slug } : null;
    if (!key) return null;
    const page = envelopeData<PageDetail>(await post('/api/v2/blog/page/detail/', { customer_id: customerId, ...key }));
    if (!page) return null;
    // Its files too, so their links are in the first paint (and there without JavaScript).
    const files = page.has_files ? envelopeData<PublicFile[]>(await post('/api/v2/blog/page/getPublicFile/', { customer_id: customerId, page_id: page.id })) : null;
    // Bodies were sanitised when stored; once more here, since this HTML is rendered before the browser's own check.
    return { ...page, body: publicBodyHtml(page.body), ...(files ? { files } : {}) };
  },
};

/** What the certificate page starts from: the check's answer for the pair in its address. */
export interface CertificateCheckResult {
  number: string;
  registerId: string;
  /** The HTTP status of GET /api/v2/certificate/validate/ (200, 404, 400, 429). */
  status: number;
  certificate?: unknown;
}

/** The page number of a search, as the page reads `?pagina=` (1 to 1000). */
const searchPage = (value: string | null): number => Math.max(1, Math.min(1000, Number.parseInt(value ?? '1', 10) || 1));

function envelopeData<T>(answer: unknown): T | null {
  const envelope = answer as { res?: number; data?: T } | null;
  return envelope?.res === 1 && envelope.data ? envelope.data : null;
}

/**
 * Calls of the server's own API, answered in-process (no socket), as the visitor would make them:
 * their host, and their address (rate limits count the visitor, not the server).
 */
export function ownApi(app: FastifyInstance, host: string, visitorIp: string): Pick<PageDataRequest, 'get' | 'post' | 'getAnswer'> {
  const call = async (options: { method: 'GET' | 'POST'; url: string; payload?: Record<string, unknown> }) => {
    const response = await app.inject({ ...options, remoteAddress: visitorIp, headers: { host, accept: 'application/json', ...(options.payload ? { 'content-type': 'application/json' } : {}) } });
    let body: unknown = null;
    try {
      body = response.json();
    } catch {
      body = null;
    }
    return { status: response.statusCode, body };
  };
  const ok = async (answer: Promise<{ status: number; body: unknown }>) => {
    const { status, body } = await answer;
    return status === 200 ? body : null;
  };
  return {
    get: (url) => ok(call({ method: 'GET', url })),
    post: (url, body) => ok(call({ method: 'POST', url, payload: body })),
    getAnswer: (url) => call({ method: 'GET', url }),
  };
}

/** The shortname of the customer `customerId` names in a site config. */
export function shortnameOf(site: SiteConfig | null, customerId: string): string | null {
  const all = site?.customers.flatMap((entry) => entry.customers ?? []) ?? [];
  return all.find((customer) => String(customer.id) === customerId)?.shortname ?? null;
}
