// Demo images are drawn here at seed time so the product ships no binary assets and needs no
// downloads. Each is a small SVG: a gradient and a few shapes. No text is drawn into a picture:
// the page shows the title beside it (news cards, banner captions), and text baked into an image
// is cut off when the picture is cropped and cannot be translated or read by assistive technology.
import fs from 'node:fs';
import path from 'node:path';

export interface DemoImage {
  /** path relative to the media folder */
  file: string;
  title: string;
  hue: number;
  width: number;
  height: number;
  shape: 'hills' | 'circles' | 'building' | 'logo';
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function shapes(image: DemoImage): string {
  const { width: w, height: h, hue } = image;
  switch (image.shape) {
    case 'hills':
      return `<path d="M0 ${h * 0.75} Q ${w * 0.25} ${h * 0.45} ${w * 0.5} ${h * 0.7} T ${w} ${h * 0.6} V ${h} H 0 Z" fill="hsl(${(hue + 40) % 360} 45% 35%)"/>`
        + `<circle cx="${w * 0.8}" cy="${h * 0.25}" r="${h * 0.1}" fill="hsl(45 90% 70%)"/>`;
    case 'circles':
      return [0.2, 0.5, 0.8]
        .map((x, i) => `<circle cx="${w * x}" cy="${h * 0.45}" r="${h * (0.12 + i * 0.04)}" fill="hsl(${(hue + i * 30) % 360} 60% 60%)" opacity="0.7"/>`)
        .join('');
    case 'building':
      return `<rect x="${w * 0.3}" y="${h * 0.35}" width="${w * 0.4}" height="${h * 0.5}" fill="hsl(${hue} 20% 92%)"/>`
        + `<polygon points="${w * 0.25},${h * 0.36} ${w * 0.5},${h * 0.15} ${w * 0.75},${h * 0.36}" fill="hsl(${hue} 30% 80%)"/>`
        + [0.36, 0.47, 0.58].map((x) => `<rect x="${w * x}" y="${h * 0.45}" width="${w * 0.06}" height="${h * 0.3}" fill="hsl(${hue} 40% 40%)"/>`).join('');
    case 'logo':
      return `<circle cx="${w / 2}" cy="${h * 0.42}" r="${Math.min(w, h) * 0.3}" fill="hsl(${hue} 55% 45%)"/>`
        + `<path d="M${w * 0.38} ${h * 0.5} L${w / 2} ${h * 0.25} L${w * 0.62} ${h * 0.5} Z" fill="#fff"/>`;
  }
}

/** Renders one demo image as SVG text. */
export function renderSvg(image: DemoImage): string {
  const { width: w, height: h, hue } = image;
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(image.title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 65% 55%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 60% 30%)"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>${shapes(image)}
</svg>
`;
}

/** An image this generator drew before it stopped drawing captions into pictures (issue 19). */
function isOldCaptionedDemoImage(target: string): boolean {
  const text = fs.readFileSync(target, 'utf8');
  return text.includes('<linearGradient id="g"') && text.includes('<text ');
}

/**
 * Writes every image that is missing from the media folder, and redraws the demo images of older
 * versions that had a caption drawn in; any other existing file (a city's own upload) is left alone.
 */
export function writeMissingImages(mediaDir: string, images: readonly DemoImage[]): number {
  let written = 0;
  for (const image of images) {
    const target = path.join(mediaDir, image.file);
    if (fs.existsSync(target) && !isOldCaptionedDemoImage(target)) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, renderSvg(image));
    written += 1;
  }
  return written;
}
