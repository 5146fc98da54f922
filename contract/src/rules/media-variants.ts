// The pictures of the media library and the sizes stored beside each: the server writes them at
// upload, the public pages list them in srcset, and the sharing tags name the 1200×630 one. A
// library picture lives in a folder of its own (`uploads/<customer>/<32 hex>/original.<ext>`),
// so a path says by its shape whether its variants exist; older uploads and the demo pictures
// (any other path) have none and are served as they are.

/** The widths written for every library picture: a news card, the post page's picture, a banner. */
export const MEDIA_WIDTHS = [480, 960, 1600] as const;

/** The formats written at each width, best first (AVIF, then WebP); the fallback is the original's own. */
export const MEDIA_MODERN_FORMATS = ['avif', 'webp'] as const;
export type MediaModernFormat = (typeof MEDIA_MODERN_FORMATS)[number];

/** The sharing picture (og:image): cropped to the size social networks show. */
export const MEDIA_SHARE_SIZE = { width: 1200, height: 630 } as const;

/** The alternative text's longest length (as a post's image_alt). */
export const MEDIA_ALT_MAX_LENGTH = 300;
/** A library picture's name's longest length. */
export const MEDIA_NAME_MAX_LENGTH = 200;

const LIBRARY_PATH = /^(uploads\/[A-Za-z0-9_-]{1,40}\/[0-9a-f]{32})\/original\.(jpg|png|webp)$/;

/** The folder and fallback extension of a library picture's path; null for any other path. */
export function libraryPicture(path: string): { folder: string; extension: 'jpg' | 'png' | 'webp' } | null {
  const match = LIBRARY_PATH.exec(path.replace(/^\/?djmedia\//, '').replace(/^\/+/, ''));
  return match ? { folder: match[1]!, extension: match[2] as 'jpg' | 'png' | 'webp' } : null;
}

/** The path (relative to /djmedia/) of one variant of a library picture. */
export function mediaVariantPath(folder: string, width: number, extension: string): string {
  return `${folder}/w${width}.${extension}`;
}

/** The sharing picture's path of a library picture, or null for any other path. */
export function mediaSharePath(path: string): string | null {
  const picture = libraryPicture(path);
  return picture ? `${picture.folder}/share.jpg` : null;
}

/**
 * A library picture's copies in its own format as an `<img>`'s srcset, and its src (the middle
 * width); null for a path that has no copies. The server's /djmedia/ answers such a copy in AVIF or
 * WebP to a browser that accepts them (`Vary: Accept`), so an `<img>` alone gets the modern formats.
 */
export function mediaSrcSet(path: string, url: (relative: string) => string): { src: string; srcSet: string } | null {
  const picture = libraryPicture(path);
  if (!picture) return null;
  return {
    srcSet: MEDIA_WIDTHS.map((width) => `${url(mediaVariantPath(picture.folder, width, picture.extension))} ${width}w`).join(', '),
    src: url(mediaVariantPath(picture.folder, MEDIA_WIDTHS[1], picture.extension)),
  };
}

const VARIANT_PATH = /^(uploads\/[A-Za-z0-9_-]{1,40}\/[0-9a-f]{32})\/w(\d{1,5})\.(jpg|png|webp)$/;

/** The folder, width and extension of a library picture's copy ('uploads/1/…/w960.jpg'); null for any other path. */
export function mediaVariantOf(path: string): { folder: string; width: number; extension: string } | null {
  const match = VARIANT_PATH.exec(path);
  return match ? { folder: match[1]!, width: Number(match[2]), extension: match[3]! } : null;
}
