// The dynamic-page calls of spec section 7. Posts (fetchPosts, fetchPostDetail) are in endpoints.ts.
import { request } from './client';
import { currentCustomerId } from './endpoints';

/** A dynamic page as listed by POST /api/v2/blog/page/. */
export interface BlogPageSummary {
  id: number;
  slug: string;
  title: string;
}

/** A dynamic page with its HTML body (editor content, sanitised before display). */
export interface BlogPageDetail extends BlogPageSummary {
  body: string;
  has_files: boolean;
}

/** A public file of a dynamic page; `url` is site-absolute under /djmedia/. */
export interface PublicFile {
  id: number;
  name: string;
  url: string;
  size: number;
  mime: string;
}

/** Options shared by the blog calls: a quiet call (a retry, a background refresh) shows no toast. */
export interface BlogCallOptions {
  quiet?: boolean;
}

/** POST /api/v2/blog/page/ — the customer's dynamic pages. */
export function fetchBlogPages({ quiet = false }: BlogCallOptions = {}): Promise<BlogPageSummary[]> {
  return request<BlogPageSummary[]>({
    method: 'POST',
    url: '/api/v2/blog/page/',
    data: { customer_id: currentCustomerId() },
    errorMessage: 'Error cargando la página',
    toastOnError: !quiet,
  });
}

/** POST /api/v2/blog/page/detail/ — one dynamic page by id, or by slug. */
export function fetchBlogPageDetail(key: { id: number } | { slug: string }, { quiet = false }: BlogCallOptions = {}): Promise<BlogPageDetail> {
  return request<BlogPageDetail>({
    method: 'POST',
    url: '/api/v2/blog/page/detail/',
    data: { customer_id: currentCustomerId(), ...key },
    errorMessage: 'Error cargando la página',
    toastOnError: !quiet,
  });
}

/** POST /api/v2/blog/page/getPublicFile/ — the public files of a dynamic page. */
export function fetchPublicFiles(pageId: number, { quiet = false }: BlogCallOptions = {}): Promise<PublicFile[]> {
  return request<PublicFile[]>({
    method: 'POST',
    url: '/api/v2/blog/page/getPublicFile/',
    data: { customer_id: currentCustomerId(), page_id: pageId },
    errorMessage: 'Error cargando los archivos',
    toastOnError: !quiet,
  });
}
