// Drawn here (no icon font, no CDN). Decorative: the link or button around it carries the accessible name.
export function PlayIcon({ size = 64 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="31" fill="rgba(0,0,0,0.6)" stroke="#fff" strokeWidth="2" />
      <path d="M26 20 L46 32 L26 44 Z" fill="#fff" />
    </svg>
  );
}
