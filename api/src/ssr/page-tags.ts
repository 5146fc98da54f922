// The tags of a rendered page: what it shows, named so that a change can purge every page showing
// it, in this server's page cache and in a CDN (the Surrogate-Key and Cache-Tag headers). Every
// page carries its customer's tag and the portal's; a staff write purges its customer's pages, a
// change without a customer every page (docs/server-rendering.md, "Shared caches").
export const ALL_PAGES_TAG = 'portal';

/** The tag of every page of one customer. */
export function customerTag(customerId: string): string {
  return `customer-${customerId}`;
}

const safe = (value: string) => value.replace(/[^A-Za-z0-9_.-]/g, '_').slice(0, 64);

function idsOf(value: unknown): number[] {
  return Array.isArray(value) ? value.map((item) => (item as { id?: unknown } | null)?.id).filter((id): id is number => typeof id === 'number') : [];
}

/** The tags of a page of `customerId` rendered with `data` (the loaders' answers by name). */
export function pageTags(customerId: string, data: Record<string, unknown>): string[] {
  const tags = new Set([ALL_PAGES_TAG, customerTag(customerId)]);
  const posts = data.posts as { data?: unknown } | undefined;
  const post = data.post as { id?: unknown; recent_posts?: unknown } | undefined;
  for (const id of [...idsOf(posts?.data), ...(typeof post?.id === 'number' ? [post.id] : []), ...idsOf(post?.recent_posts)]) tags.add(`post-${id}`);
  if (posts || post) tags.add(`${customerTag(customerId)}-news`);
  const version = (data.procedures as { version?: unknown } | undefined)?.version;
  if (typeof version === 'string' || typeof version === 'number') tags.add(`catalogue-${safe(String(version))}`);
  return [...tags];
}
