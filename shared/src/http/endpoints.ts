import { http, request, requestEnvelope } from './client';
import { readBoot } from './boot';
import { portalStore } from '../state/store';
import { currentCustomerAtom } from '../state/atoms';
import type { ApiEnvelope, PostDetail, PostPage, Post, ProceduresResponse, SiteConfig } from './types';

/** Calls carry the current customer's id, or the hosting page's / window-level one (spec section 6). */
export function currentCustomerId(): string | number | null {
  return portalStore.get(currentCustomerAtom)?.id ?? readBoot().customerId;
}

/** GET /api/config/site/ — the site configuration and customers. */
export function fetchSiteConfig(version?: string): Promise<SiteConfig> {
  return request<SiteConfig>({
    method: 'GET',
    url: '/api/config/site/',
    params: version ? { version } : undefined,
    toastOnError: false,
  });
}

/** GET /djstatic/{customer}/procedures.json — a plain document, not an envelope. */
export async function fetchProcedures(customerName: string): Promise<ProceduresResponse> {
  const response = await http.get<ProceduresResponse>(`/djstatic/${encodeURIComponent(customerName)}/procedures.json`);
  return response.data;
}

interface PostListBody extends ApiEnvelope<Post[]> {
  total: number;
  page: number;
  page_size: number;
}

/** POST /api/v2/blog/post/ — one page (0-based index) of posts. `quiet` (retries, refreshes) shows no toast. */
export async function fetchPosts(page: number, { quiet = false }: { quiet?: boolean } = {}): Promise<PostPage> {
  const body = await requestEnvelope<PostListBody>({
    method: 'POST',
    url: '/api/v2/blog/post/',
    data: { customer_id: currentCustomerId(), page },
    errorMessage: 'Error cargando las noticias',
    toastOnError: !quiet,
  });
  return { posts: body.data, total: body.total, page: body.page, pageSize: body.page_size };
}

/** POST /api/v2/blog/post/detail/ — one post with its recent posts. `quiet` shows no toast. */
export function fetchPostDetail(id: number | string, { quiet = false }: { quiet?: boolean } = {}): Promise<PostDetail> {
  return request<PostDetail>({
    method: 'POST',
    url: '/api/v2/blog/post/detail/',
    data: { customer_id: currentCustomerId(), id: Number(id) },
    errorMessage: 'Error cargando la noticia',
    toastOnError: !quiet,
  });
}
