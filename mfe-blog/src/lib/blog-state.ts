// The blog's client-side state (spec section 3). Atoms of this remote alone: every exposed module
// of one remote shares its module instances, and the values live in the page's one jotai store.
import { atom } from 'jotai';
import { siteConfigAtom } from '@portal/shared';
import type { Post, PostDetail } from '@portal/contract';

export const postsAtom = atom<Post[]>([]);
export const recentPostsAtom = atom<Post[]>([]);
export const currentPostAtom = atom<PostDetail | null>(null);
export const currentPageAtom = atom(0);
export const blogConfigAtom = atom((get) => get(siteConfigAtom)?.blogConfig ?? { pageSize: 4 });
