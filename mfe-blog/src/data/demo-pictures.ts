// Pictures for the demo posts, drawn here as SVG data URIs: the portal loads no image from another
// host, and data: images are allowed by its CSP (img-src 'self' data:).

export type PictureShape = 'hills' | 'circles' | 'building' | 'waves';

function svgUri(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

function scene(shape: PictureShape, hue: number, w: number, h: number): string {
  const dark = `hsl(${hue} 45% 32%)`;
  const mid = `hsl(${(hue + 20) % 360} 50% 48%)`;
  const light = `hsl(${(hue + 40) % 360} 60% 70%)`;
  switch (shape) {
    case 'hills':
      return `<circle cx="${w * 0.78}" cy="${h * 0.28}" r="${h * 0.12}" fill="#fff6d5"/>`
        + `<path d="M0 ${h * 0.7} Q${w * 0.25} ${h * 0.45} ${w * 0.5} ${h * 0.68} T${w} ${h * 0.6} V${h} H0Z" fill="${mid}"/>`
        + `<path d="M0 ${h * 0.85} Q${w * 0.35} ${h * 0.65} ${w * 0.7} ${h * 0.82} T${w} ${h * 0.78} V${h} H0Z" fill="${dark}"/>`;
    case 'circles':
      return `<circle cx="${w * 0.3}" cy="${h * 0.5}" r="${h * 0.3}" fill="${mid}"/>`
        + `<circle cx="${w * 0.6}" cy="${h * 0.45}" r="${h * 0.22}" fill="${light}" opacity=".85"/>`
        + `<circle cx="${w * 0.75}" cy="${h * 0.7}" r="${h * 0.14}" fill="${dark}"/>`;
    case 'building':
      return `<rect x="${w * 0.2}" y="${h * 0.35}" width="${w * 0.6}" height="${h * 0.5}" fill="${dark}"/>`
        + `<path d="M${w * 0.15} ${h * 0.36} L${w * 0.5} ${h * 0.12} L${w * 0.85} ${h * 0.36}Z" fill="${mid}"/>`
        + Array.from({ length: 5 }, (_, i) => `<rect x="${w * (0.25 + i * 0.11)}" y="${h * 0.45}" width="${w * 0.05}" height="${h * 0.3}" fill="${light}"/>`).join('');
    case 'waves':
      return `<path d="M0 ${h * 0.55} C${w * 0.2} ${h * 0.45} ${w * 0.3} ${h * 0.65} ${w * 0.5} ${h * 0.55} S${w * 0.8} ${h * 0.45} ${w} ${h * 0.55} V${h} H0Z" fill="${mid}"/>`
        + `<path d="M0 ${h * 0.72} C${w * 0.2} ${h * 0.62} ${w * 0.3} ${h * 0.82} ${w * 0.5} ${h * 0.72} S${w * 0.8} ${h * 0.62} ${w} ${h * 0.72} V${h} H0Z" fill="${dark}"/>`;
  }
}

/** A landscape picture (800×500 unless told) in the given hue. */
export function drawPicture(shape: PictureShape, hue: number, w = 800, h = 500): string {
  const sky = `hsl(${hue} 55% 86%)`;
  return svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`
      + `<rect width="${w}" height="${h}" fill="${sky}"/>${scene(shape, hue, w, h)}</svg>`,
  );
}

/** A round avatar with the person's initials. */
export function drawAvatar(name: string, hue: number): string {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
  return svgUri(
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">'
      + `<circle cx="48" cy="48" r="48" fill="hsl(${hue} 45% 30%)"/>`
      + `<text x="48" y="58" font-family="sans-serif" font-size="34" font-weight="700" fill="#ffffff" text-anchor="middle">${initials}</text></svg>`,
  );
}
