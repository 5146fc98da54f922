// Which file answers a request for a library picture's copy: the same width in AVIF or WebP when
// the browser says it takes them (its Accept header) and the copy exists, else the file asked for.
// An `<img srcset>` of the copies in the original's format (the landing page's banners, where the
// shell carries no `<picture>` markup) then gets the modern formats too.
import { MEDIA_MODERN_FORMATS, mediaVariantOf, mediaVariantPath } from '@portal/contract';

/** The paths to try, best first, for `relative` asked with `accept`; `negotiated` when the answer depends on Accept. */
export function negotiatedPaths(relative: string, accept: string | undefined): { paths: string[]; negotiated: boolean } {
  const variant = mediaVariantOf(relative);
  if (!variant) return { paths: [relative], negotiated: false };
  const taken = (accept ?? '').toLowerCase();
  const better = MEDIA_MODERN_FORMATS
    .filter((format) => format !== variant.extension && taken.includes(`image/${format}`))
    .map((format) => mediaVariantPath(variant.folder, variant.width, format));
  return { paths: [...better, relative], negotiated: true };
}
