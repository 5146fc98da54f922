// Icons drawn here (no icon font, no CDN). All are decorative: the link or button around each
// carries the accessible name.
import type { ReactElement } from 'react';

const base = { width: 24, height: 24, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

export function PlayIcon({ size = 64 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="31" fill="rgba(0,0,0,0.6)" stroke="#fff" strokeWidth="2" />
      <path d="M26 20 L46 32 L26 44 Z" fill="#fff" />
    </svg>
  );
}

const paths: Record<string, ReactElement> = {
  facebook: <path fill="currentColor" d="M13.5 22v-8h2.7l.4-3.2h-3.1V8.8c0-.9.3-1.5 1.6-1.5h1.7V4.4c-.3 0-1.3-.1-2.5-.1-2.5 0-4.2 1.5-4.2 4.3v2.2H7.3V14h2.8v8h3.4z" />,
  twitter: <path fill="currentColor" d="M4 4h4.6l4.1 5.6L17.6 4H20l-6.2 7.1L20.5 20h-4.6l-4.4-6-5.3 6H3.8l6.6-7.5L4 4zm3 1.6 9.6 12.8h1.3L8.3 5.6H7z" />,
  linkedin: <path fill="currentColor" d="M4.5 8.5h3V20h-3V8.5zM6 3.8a1.8 1.8 0 1 1 0 3.6 1.8 1.8 0 0 1 0-3.6zM10 8.5h2.9v1.6c.4-.8 1.4-1.8 3.1-1.8 3.2 0 3.8 2.1 3.8 4.9V20h-3v-6c0-1.4 0-3.2-2-3.2s-2.3 1.5-2.3 3.1V20H10V8.5z" />,
  behance: <path fill="currentColor" d="M3 6h5.6c2 0 3.4 1 3.4 2.8 0 1.1-.6 1.9-1.5 2.3 1.3.4 2 1.4 2 2.8 0 2.2-1.7 3.4-4 3.4H3V6zm2.4 2v2.6h2.8c.9 0 1.4-.5 1.4-1.3S9.1 8 8.2 8H5.4zm0 4.5v3h3c1 0 1.7-.5 1.7-1.5s-.7-1.5-1.7-1.5h-3zM15 7h5v1.3h-5V7zm2.6 2.6c2.4 0 3.8 1.7 3.7 4.4h-5.6c.1 1.3.9 2 2 2 .8 0 1.4-.4 1.6-1h1.9c-.5 1.8-1.8 2.7-3.6 2.7-2.4 0-4-1.6-4-4s1.6-4.1 4-4.1zm1.7 3.2c-.1-1-.7-1.7-1.7-1.7s-1.7.6-1.9 1.7h3.6z" />,
  instagram: <path fill="currentColor" d="M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3H8zm4 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM17 6a1 1 0 1 1 0 2 1 1 0 0 1 0-2z" />,
};

const fallback = <path fill="currentColor" d="M10.6 13.4a1 1 0 0 1 0-1.4l3.5-3.5a3 3 0 1 1 4.2 4.2l-2 2-1.4-1.4 2-2a1 1 0 1 0-1.4-1.4L12 13.4a1 1 0 0 1-1.4 0zm2.8-2.8a1 1 0 0 1 0 1.4l-3.5 3.5a3 3 0 1 1-4.2-4.2l2-2 1.4 1.4-2 2a1 1 0 1 0 1.4 1.4l3.5-3.5a1 1 0 0 1 1.4 0z" />;

/** The built-in icon for a social network (facebook, linkedin, behance, twitter, instagram), or a link icon. */
export function SocialIcon({ name }: { name: string }) {
  return <svg {...base}>{paths[name.toLowerCase()] ?? fallback}</svg>;
}

/** True when the portal draws this network's icon itself (spec section 3). */
export function hasBuiltInIcon(name: string): boolean {
  return name.toLowerCase() in paths;
}
