import { slugify } from '@portal/shared';

/** Where a post's title and 'Leer Más' lead: /post/{slug of title}?id={id} (spec section 2). */
export function postHref(post: { id: number; title: string }): string {
  return `/post/${slugify(post.title) || 'noticia'}?id=${post.id}`;
}

/** Where a post's thumbnail leads: /blog-details/{id}. */
export function postDetailsHref(post: { id: number }): string {
  return `/blog-details/${post.id}`;
}

/** A positive whole id from the URL, or null when it is missing or not one. */
export function parseId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2147483647 ? id : null;
}
