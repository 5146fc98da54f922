// Rows → the blog answers of the contract. Failures are Spanish 4xx (spec section 8 shows the
// server's message in a toast).
import type { Selectable } from 'kysely';
import type { PageDetailResponse, PageListResponse, Post, PostDetailResponse, PostListResponse, PublicFilesResponse } from '@portal/contract';
import type { PostTable } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import type { BlogRepository } from './blog.repository.ts';

export const blogPageSize = 4;
const recentCount = 5;

function stringList(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

const postFormats: readonly string[] = ['standard', 'gallery', 'video'] satisfies Post['format'][];

/** A post row as the contract's Post (image paths stay relative to /djmedia/). */
export function toPost(row: Selectable<PostTable>): Post {
  return {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    image: row.image,
    image_alt: row.image_alt,
    images: stringList(row.images),
    body: row.body,
    // The column is free text; anything but the contract's formats shows as a standard post.
    format: postFormats.includes(row.format) ? (row.format as Post['format']) : 'standard',
    // The date a citizen sees is the publication's.
    created: row.published_at ?? row.created,
    updated: row.updated,
    features_img: stringList(row.features_img),
  };
}

async function requireCustomer(repo: BlogRepository, customerId: string): Promise<void> {
  if (!(await repo.customerExists(customerId))) throw new HttpError(404, 'El cliente indicado no existe.');
}

/** One page of posts; a page index past the end is an error, except page 0 of an empty blog. */
export async function listPosts(repo: BlogRepository, customerId: string, page: number): Promise<PostListResponse> {
  await requireCustomer(repo, customerId);
  const total = await repo.countPosts(customerId);
  if (page > 0 && page * blogPageSize >= total) throw new HttpError(404, 'La página de noticias solicitada no existe.');
  const rows = await repo.postsPage(customerId, page * blogPageSize, blogPageSize);
  return { res: 1, data: rows.map(toPost), total, page, page_size: blogPageSize, message: '' };
}

/** One post with the five most recent posts. */
export async function postDetail(repo: BlogRepository, customerId: string, id: number): Promise<PostDetailResponse> {
  await requireCustomer(repo, customerId);
  const [row, recent] = await Promise.all([repo.postById(customerId, id), repo.postsPage(customerId, 0, recentCount)]);
  if (!row) throw new HttpError(404, 'La noticia solicitada no existe.');
  return { res: 1, data: { ...toPost(row), recent_posts: recent.map(toPost) } };
}

/** The list of dynamic pages. */
export async function listPages(repo: BlogRepository, customerId: string): Promise<PageListResponse> {
  await requireCustomer(repo, customerId);
  return { res: 1, data: await repo.pages(customerId), message: '' };
}

/** One dynamic page, by slug or id. */
export async function pageDetail(repo: BlogRepository, customerId: string, key: { slug?: string; id?: number }): Promise<PageDetailResponse> {
  await requireCustomer(repo, customerId);
  const row = key.slug !== undefined ? await repo.pageBySlug(customerId, key.slug) : await repo.pageById(customerId, key.id ?? -1);
  if (!row) throw new HttpError(404, 'La página solicitada no existe.');
  const files = await repo.countPageFiles(customerId, row.id);
  return { res: 1, data: { id: row.id, slug: row.slug, title: row.title, body: row.body, has_files: files > 0 }, message: '' };
}

/** The public files of a page, with site-absolute URLs under /djmedia/. */
export async function pageFiles(repo: BlogRepository, customerId: string, pageId: number): Promise<PublicFilesResponse> {
  await requireCustomer(repo, customerId);
  const page = await repo.pageById(customerId, pageId);
  if (!page) throw new HttpError(404, 'La página solicitada no existe.');
  const files = await repo.pageFiles(customerId, pageId);
  return {
    res: 1,
    data: files.map((file) => ({
      id: file.id,
      name: file.name,
      url: `/djmedia/${file.path.split('/').map(encodeURIComponent).join('/')}`,
      size: Number(file.size),
      mime: file.mime,
    })),
    message: '',
  };
}
