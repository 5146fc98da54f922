import styled from 'styled-components';
import { useId } from 'react';
import { randomFrom } from './seed';

interface ArtworkProps {
  /** Any string: the same seed always draws the same picture. */
  seed: string;
  /** Width / height of the picture. */
  ratio?: 'wide' | 'square' | 'tall';
  className?: string;
}

const SIZES = { wide: [400, 260], square: [300, 300], tall: [300, 380] } as const;

/**
 * A decorative abstract picture drawn from a seed: the template's photos replaced by generated
 * SVG, so nothing loads from another host and thirty services need no thirty files. It carries no
 * information (the title beside it does), so assistive technology skips it.
 */
export function Artwork({ seed, ratio = 'wide', className }: ArtworkProps) {
  const gradientId = useId();
  const next = randomFrom(seed);
  const [w, h] = SIZES[ratio];
  const hue = Math.floor(next() * 360);
  const shapes = Array.from({ length: 5 }, (_, i) => ({
    kind: next() > 0.5 ? 'circle' : 'rect',
    x: next() * w,
    y: next() * h,
    size: 30 + next() * (w / 3),
    rotate: Math.floor(next() * 90),
    hue: (hue + 40 * (i + 1)) % 360,
    opacity: 0.35 + next() * 0.45,
  }));
  return (
    <svg className={className} viewBox={`0 0 ${w} ${h}`} width={w} height={h} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={`hsl(${hue} 70% 55%)`} />
          <stop offset="1" stopColor={`hsl(${(hue + 60) % 360} 65% 35%)`} />
        </linearGradient>
      </defs>
      <rect width={w} height={h} fill={`url(#${gradientId})`} />
      {shapes.map((s, i) =>
        s.kind === 'circle' ? (
          <circle key={i} cx={s.x} cy={s.y} r={s.size / 2} fill={`hsl(${s.hue} 80% 70%)`} opacity={s.opacity} />
        ) : (
          <rect
            key={i}
            x={s.x - s.size / 2}
            y={s.y - s.size / 2}
            width={s.size}
            height={s.size * 0.7}
            rx={12}
            fill={`hsl(${s.hue} 75% 80%)`}
            opacity={s.opacity}
            transform={`rotate(${s.rotate} ${s.x} ${s.y})`}
          />
        ),
      )}
    </svg>
  );
}

// Styled, not inline: a server-rendered style attribute is refused by the CSP (issue 20).
const AvatarSvg = styled.svg<{ $size: number }>`
  && {
    width: ${(p) => p.$size}px;
    height: ${(p) => p.$size}px;
    flex: 0 0 ${(p) => p.$size}px;
  }
`;

/** A round avatar with initials, for people in the demo data. Decorative: the name is beside it. */
export function Avatar({ seed, name, size = 64 }: { seed: string; name: string; size?: number }) {
  const next = randomFrom(seed);
  const hue = Math.floor(next() * 360);
  const initials = name
    .split(/\s+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join('');
  return (
    // Sized by its own rule: the cards' picture rules (svg { width: 100% }) must not blow an avatar
    // up to the card's width (issue 19: avatars filled a phone's screen).
    <AvatarSvg $size={size} viewBox="0 0 64 64" width={size} height={size} className="avatar" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="32" fill={`hsl(${hue} 45% 30%)`} />
      <text x="32" y="39" textAnchor="middle" fontSize="22" fontWeight="700" fill="#ffffff" fontFamily="system-ui, sans-serif">
        {initials}
      </text>
    </AvatarSvg>
  );
}
