import type { MenuEntry } from '@portal/contract';
import { pages } from '@portal/pages';

export interface MenuLink {
  label: string;
  href: string;
  /** True when the router handles the link (same site). */
  internal: boolean;
  children: MenuLink[];
}

/** A submenu url that starts with '/' is a dynamic page: /page{url}?id={page_id}; others stay as given. */
export function submenuHref(entry: MenuEntry): string {
  if (entry.url.startsWith('/')) {
    return entry.page_id != null ? `/page${entry.url}?id=${encodeURIComponent(String(entry.page_id))}` : `/page${entry.url}`;
  }
  return entry.url;
}

function toLink(entry: MenuEntry, href: string): MenuLink {
  return {
    label: entry.label,
    href,
    internal: href.startsWith('/'),
    children: (entry.children ?? []).map((child) => toLink(child, submenuHref(child))),
  };
}

/**
 * The main menu from the stored blog menu list, with the contact page always last (spec section 2)
 * under `contactLabel` ('Contacto'); a stored entry of that name is dropped, not shown twice.
 */
export function buildMenu(entries: MenuEntry[], contactLabel: string): MenuLink[] {
  const duplicates = new Set(['contacto', contactLabel.trim().toLowerCase()]);
  const items = entries.filter((e) => !duplicates.has(e.label.trim().toLowerCase())).map((e) => toLink(e, e.url));
  return [...items, { label: contactLabel, href: pages.contact.href(), internal: true, children: [] }];
}
