import type { MenuEntry } from '@portal/shared';

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

/** The main menu from the stored blog menu list, with 'Contacto' always last (spec section 2). */
export function buildMenu(entries: MenuEntry[]): MenuLink[] {
  const items = entries.filter((e) => e.label.trim().toLowerCase() !== 'contacto').map((e) => toLink(e, e.url));
  return [...items, { label: 'Contacto', href: '/contact', internal: true, children: [] }];
}
