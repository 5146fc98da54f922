import type { ReactElement } from 'react';

// Drawn here (24×24) so no icon font or image comes from another host. Decorative: the link
// around each carries the accessible name.
const paths: Record<string, ReactElement> = {
  facebook: <path d="M13.5 22v-8.2h2.8l.4-3.3h-3.2V8.4c0-.9.3-1.6 1.6-1.6h1.7V3.9c-.3 0-1.3-.1-2.5-.1-2.5 0-4.2 1.5-4.2 4.3v2.4H7.3v3.3h2.8V22h3.4z" />,
  linkedin: (
    <path d="M4.98 3.5a2.1 2.1 0 1 1 0 4.2 2.1 2.1 0 0 1 0-4.2zM3.2 9h3.6v11.5H3.2V9zm6 0h3.4v1.6h.1c.5-.9 1.7-1.9 3.4-1.9 3.7 0 4.4 2.4 4.4 5.5v6.3h-3.6v-5.6c0-1.3 0-3.1-1.9-3.1s-2.2 1.5-2.2 3v5.7H9.2V9z" />
  ),
  behance: (
    <path d="M8.2 11.3c.9-.4 1.5-1.2 1.5-2.4 0-2.3-1.7-2.9-3.7-2.9H1v12h5.3c2.1 0 4.1-1 4.1-3.4 0-1.5-.7-2.6-2.2-3.3zM3.4 8h2.3c.9 0 1.6.2 1.6 1.2 0 .9-.6 1.3-1.5 1.3H3.4V8zm2.5 8H3.4v-3.3h2.6c1 0 1.8.4 1.8 1.6 0 1.3-.9 1.7-1.9 1.7zM15 6.8h5v1.4h-5V6.8zm2.6 2.6c-2.8 0-4.6 2-4.6 4.5 0 2.7 1.7 4.5 4.6 4.5 2.1 0 3.6-1 4.2-3.1h-2.2c-.2.8-1.2 1.2-2 1.2-1.5 0-2.3-.9-2.3-2.4h6.6c.2-3-1.5-4.7-4.3-4.7zm-2.3 3.6c.1-1.2.9-1.9 2.1-1.9 1.2 0 1.9.7 2 1.9h-4.1z" />
  ),
  twitter: (
    <path d="M22 5.9c-.7.3-1.5.5-2.4.6.9-.5 1.5-1.3 1.8-2.3-.8.5-1.7.8-2.6 1a4.1 4.1 0 0 0-7 3.7A11.6 11.6 0 0 1 3.4 4.6a4.1 4.1 0 0 0 1.3 5.5c-.7 0-1.3-.2-1.9-.5 0 2 1.4 3.7 3.3 4.1-.6.2-1.2.2-1.9.1.5 1.6 2.1 2.8 3.9 2.9A8.2 8.2 0 0 1 2 18.3 11.6 11.6 0 0 0 8.3 20c7.5 0 11.7-6.3 11.7-11.7v-.5c.8-.6 1.5-1.3 2-2z" />
  ),
};

/** True when the portal draws this network's icon itself (facebook, linkedin, behance, twitter: spec section 3). */
export function hasBuiltInIcon(name: string): boolean {
  return name.trim().toLowerCase() in paths;
}

/** The built-in icon of a social network, or null when it has none. */
export function SocialIcon({ name }: { name: string }) {
  const path = paths[name.trim().toLowerCase()];
  if (!path) return null;
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true" focusable="false">
      {path}
    </svg>
  );
}
