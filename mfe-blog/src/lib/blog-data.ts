// The blog's reads, through the data cache so the landing widget, the list page and the
// sidebar share requests (dedupe 2 s, retries, focus refresh: spec section 9).
import { useEffect, useMemo } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { currentCustomerAtom, readBoot, serverDataAtom } from '@portal/shared';
import type { PageDetail, Post, PostDetail, PostListResponse, PublicFile } from '@portal/contract';
import { useCachedData } from '../data-cache/use-cached-data';
import { fetchBlogPageDetail, fetchPostDetail, fetchPosts, fetchPublicFiles } from './blog-endpoints';
import { currentPageAtom, currentPostAtom, postsAtom, recentPostsAtom } from './blog-state';

/** Spec section 9: the sidebar keeps the first 5 recent posts; the home widget shows 2. */
export const RECENT_POSTS_KEPT = 5;

function useCustomerKey(): string {
  const customer = useAtomValue(currentCustomerAtom);
  return String(customer?.id ?? readBoot().customerId ?? '');
}

/**
 * What the server rendered the page with (issue 20; api/src/ssr/page-data.ts): the first page
 * of posts ('posts', the answer of POST /api/v2/blog/post/), the post ('post') or the page ('page').
 */
function useServerBlogData() {
  const data = useAtomValue(serverDataAtom);
  const list = data.posts as PostListResponse | undefined;
  const firstPage = useMemo(
    () => (list && Array.isArray(list.data) ? { posts: list.data, total: list.total, page: list.page, pageSize: list.page_size } : undefined),
    [list],
  );
  return { firstPage, post: data.post as PostDetail | undefined, page: data.page as (PageDetail & { files?: PublicFile[] }) | undefined };
}

function usePostsQuery(index: number | null) {
  const customer = useCustomerKey();
  const { firstPage } = useServerBlogData();
  return useCachedData(index === null ? null : `blog:posts:${customer}:${index}`, ({ quiet }) => fetchPosts(index!, { quiet }), undefined, index === 0 ? firstPage : undefined);
}

/** One page (0-based) of posts for the list; keeps the shared posts and current page atoms in step. */
export function usePostsPage(index: number) {
  const result = usePostsQuery(index);
  const setPosts = useSetAtom(postsAtom);
  const setPage = useSetAtom(currentPageAtom);
  const page = result.data;
  useEffect(() => {
    if (!page) return;
    setPosts(page.posts);
    setPage(page.page);
  }, [page, setPosts, setPage]);
  return result;
}

/**
 * The newest `count` posts (at most 5, spec section 9). A list page holds 4, so the fifth comes
 * from the second page, asked only when needed (and shared with the list when it shows page 2).
 */
export function useRecentPosts(count: number = RECENT_POSTS_KEPT): { posts: Post[] | undefined; error: unknown } {
  const wanted = Math.min(count, RECENT_POSTS_KEPT);
  const first = usePostsQuery(0);
  const needMore = !!first.data && first.data.posts.length < wanted && first.data.total > first.data.posts.length;
  const second = usePostsQuery(needMore ? 1 : null);
  const setRecent = useSetAtom(recentPostsAtom);
  const secondDone = second.data !== undefined || second.error !== undefined;
  const posts = useMemo(() => {
    if (!first.data || (needMore && !secondDone)) return undefined;
    // A failed second page still leaves the first four: better than no recent posts at all.
    return [...first.data.posts, ...(second.data?.posts ?? [])].slice(0, wanted);
  }, [first.data, second.data, needMore, secondDone, wanted]);
  useEffect(() => {
    if (posts && wanted === RECENT_POSTS_KEPT) setRecent(posts);
  }, [posts, wanted, setRecent]);
  return { posts, error: first.error };
}

/** One post with its recent posts; saved as the current post once it arrives. */
export function usePostDetail(id: number | null) {
  const customer = useCustomerKey();
  const seed = useServerBlogData().post;
  const result = useCachedData(id === null ? null : `blog:post:${customer}:${id}`, ({ quiet }) => fetchPostDetail(id!, { quiet }), undefined, seed && seed.id === id ? seed : undefined);
  const setCurrent = useSetAtom(currentPostAtom);
  const setRecent = useSetAtom(recentPostsAtom);
  const post = result.data;
  useEffect(() => {
    if (!post) return;
    setCurrent(post);
    setRecent(post.recent_posts.slice(0, RECENT_POSTS_KEPT));
  }, [post, setCurrent, setRecent]);
  return result;
}

/** A dynamic page by id (from the menu's ?id=) or, without one, by slug. */
export function useDynamicPage(key: { id: number } | { slug: string } | null) {
  const customer = useCustomerKey();
  const name = key === null ? null : 'id' in key ? `id:${key.id}` : `slug:${key.slug}`;
  const seed = useServerBlogData().page;
  const matches = !!seed && key !== null && ('id' in key ? seed.id === key.id : seed.slug === key.slug);
  return useCachedData(name === null ? null : `blog:page:${customer}:${name}`, ({ quiet }) => fetchBlogPageDetail(key!, { quiet }), undefined, matches ? seed : undefined);
}

/** The public files of a dynamic page (the server's, when it rendered this page); null asks nothing (the page has none). */
export function usePublicFiles(pageId: number | null) {
  const customer = useCustomerKey();
  const seed = useServerBlogData().page;
  const files = seed && seed.id === pageId ? seed.files : undefined;
  return useCachedData(pageId === null ? null : `blog:files:${customer}:${pageId}`, ({ quiet }) => fetchPublicFiles(pageId!, { quiet }), undefined, files);
}
