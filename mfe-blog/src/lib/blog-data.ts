// The blog's reads, through the shared data cache so the landing widget, the list page and the
// sidebar share requests (dedupe 2 s, retries, focus refresh: spec section 9).
import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import {
  currentCustomerAtom,
  currentPageAtom,
  currentPostAtom,
  fetchBlogPageDetail,
  fetchPostDetail,
  fetchPosts,
  fetchPublicFiles,
  postsAtom,
  readBoot,
  recentPostsAtom,
  useCachedData,
  type Post,
} from '@portal/shared';

/** Spec section 9: the sidebar keeps the first 5 recent posts; the home widget shows 2. */
export const RECENT_POSTS_KEPT = 5;

function useCustomerKey(): string {
  const customer = useAtomValue(currentCustomerAtom);
  return String(customer?.id ?? readBoot().customerId ?? '');
}

/** One page (0-based) of posts; keeps the shared posts, current page and recent posts atoms in step. */
export function usePostsPage(index: number) {
  const customer = useCustomerKey();
  const result = useCachedData(`blog:posts:${customer}:${index}`, ({ quiet }) => fetchPosts(index, { quiet }));
  const setPosts = useSetAtom(postsAtom);
  const setPage = useSetAtom(currentPageAtom);
  const setRecent = useSetAtom(recentPostsAtom);
  const page = result.data;
  useEffect(() => {
    if (!page) return;
    setPosts(page.posts);
    setPage(page.page);
    if (page.page === 0) setRecent(page.posts.slice(0, RECENT_POSTS_KEPT));
  }, [page, setPosts, setPage, setRecent]);
  return result;
}

/** The first posts of the blog, newest first (the first page of the list). */
export function useRecentPosts(): { posts: Post[] | undefined; error: unknown } {
  const { data, error } = usePostsPage(0);
  return { posts: data?.posts.slice(0, RECENT_POSTS_KEPT), error };
}

/** One post with its recent posts; saved as the current post once it arrives. */
export function usePostDetail(id: number | null) {
  const customer = useCustomerKey();
  const result = useCachedData(id === null ? null : `blog:post:${customer}:${id}`, ({ quiet }) => fetchPostDetail(id!, { quiet }));
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
  return useCachedData(name === null ? null : `blog:page:${customer}:${name}`, ({ quiet }) => fetchBlogPageDetail(key!, { quiet }));
}

/** The public files of a dynamic page; null asks nothing (the page has none). */
export function usePublicFiles(pageId: number | null) {
  const customer = useCustomerKey();
  return useCachedData(pageId === null ? null : `blog:files:${customer}:${pageId}`, ({ quiet }) => fetchPublicFiles(pageId!, { quiet }));
}
