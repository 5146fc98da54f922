// The blog calls of spec section 7 (docs/contract.md), through the shared HTTP client. The
// request and answer types are @portal/contract's.
import { ApiError, currentCustomerId, request, requestEnvelope, showToast, type RequestOptions } from '@portal/shared';
import { calls } from '@portal/contract';
import type { PageDetail, PageSummary, Post, PostDetail, PostListResponse, PublicFile } from '@portal/contract';

/** Options of every blog call: a quiet call (a retry, a background refresh) shows no toast. */
export interface BlogCallOptions {
  quiet?: boolean;
}

/** One page of posts as the blog uses it. */
export interface PostPage {
  posts: Post[];
  total: number;
  page: number;
  pageSize: number;
}

/** POST /api/v2/blog/post/ — one page (0-based index) of posts. */
export async function fetchPosts(page: number, { quiet = false }: BlogCallOptions = {}): Promise<PostPage> {
  const body = await requestEnvelope<PostListResponse>({
    method: 'POST',
    url: calls.blogPostList.path,
    readOnly: calls.blogPostList.readOnly,
    data: { customer_id: currentCustomerId(), page },
    errorMessage: 'Error cargando las noticias',
    toastOnError: !quiet,
  });
  return { posts: body.data, total: body.total, page: body.page, pageSize: body.page_size };
}

/** True when the server answered that the post or page asked for does not exist. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * A call for one item: its 404 is told by the site's 404 page (the page calls useNotFound), so only
 * other failures are toasted.
 */
async function itemCall<T>(options: RequestOptions, quiet: boolean): Promise<T> {
  try {
    return await request<T>({ ...options, toastOnError: false });
  } catch (error) {
    if (!quiet && error instanceof ApiError && error.status !== 0 && !isNotFound(error)) showToast('error', error.message);
    throw error;
  }
}

/** POST /api/v2/blog/post/detail/ — one post with its recent posts. */
export function fetchPostDetail(id: number | string, { quiet = false }: BlogCallOptions = {}): Promise<PostDetail> {
  return itemCall<PostDetail>({
    method: 'POST',
    url: calls.blogPostDetail.path,
    readOnly: calls.blogPostDetail.readOnly,
    data: { customer_id: currentCustomerId(), id: Number(id) },
    errorMessage: 'Error cargando la noticia',
  }, quiet);
}

/** POST /api/v2/blog/page/ — the customer's dynamic pages. */
export function fetchBlogPages({ quiet = false }: BlogCallOptions = {}): Promise<PageSummary[]> {
  return request<PageSummary[]>({
    method: 'POST',
    url: calls.blogPageList.path,
    readOnly: calls.blogPageList.readOnly,
    data: { customer_id: currentCustomerId() },
    errorMessage: 'Error cargando la página',
    toastOnError: !quiet,
  });
}

/** POST /api/v2/blog/page/detail/ — one dynamic page by id, or by slug. */
export function fetchBlogPageDetail(key: { id: number } | { slug: string }, { quiet = false }: BlogCallOptions = {}): Promise<PageDetail> {
  return itemCall<PageDetail>({
    method: 'POST',
    url: calls.blogPageDetail.path,
    readOnly: calls.blogPageDetail.readOnly,
    data: { customer_id: currentCustomerId(), ...key },
    errorMessage: 'Error cargando la página',
  }, quiet);
}

/** POST /api/v2/blog/page/getPublicFile/ — the public files of a dynamic page. */
export function fetchPublicFiles(pageId: number, { quiet = false }: BlogCallOptions = {}): Promise<PublicFile[]> {
  return request<PublicFile[]>({
    method: 'POST',
    url: calls.blogPageFiles.path,
    readOnly: calls.blogPageFiles.readOnly,
    data: { customer_id: currentCustomerId(), page_id: pageId },
    errorMessage: 'Error cargando los archivos',
    toastOnError: !quiet,
  });
}
