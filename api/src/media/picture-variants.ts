// A library picture as it is stored: the original re-encoded without its metadata (EXIF, GPS
// position, camera serial: sharp keeps none unless asked) and turned upright by its EXIF
// orientation first, then its copies at the widths the site shows (MEDIA_WIDTHS) in AVIF, WebP
// and the original's format, and the 1200×630 sharing picture. All are files in the picture's own
// folder, named by @portal/contract's media-variants rules, which the public pages read too.
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { MEDIA_MODERN_FORMATS, MEDIA_SHARE_SIZE, MEDIA_WIDTHS, mediaVariantPath } from '@portal/contract';
import type { FileKind } from '../files/file-kind.ts';
import { HttpError } from '../http/errors.ts';

/** A picture larger than this many pixels is refused before it is decoded (a small file can unpack into gigabytes). */
const MAX_INPUT_PIXELS = 50_000_000;

// The server shares two cores with the rest of the portal: one libvips thread per picture keeps an
// upload from starving the pages being served.
sharp.concurrency(1);

export type PictureKind = Extract<FileKind, 'jpeg' | 'png' | 'webp'>;

/** The stored original's extension by the uploaded picture's kind (the fallback format of its copies). */
export const PICTURE_EXTENSIONS: Readonly<Record<PictureKind, 'jpg' | 'png' | 'webp'>> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

export interface StoredPicture {
  /** the original's path relative to the media folder */
  path: string;
  width: number;
  height: number;
  /** the stored original's size in bytes */
  size: number;
  /** every copy written beside it, relative to the media folder */
  variants: string[];
}

function encode(image: Sharp, format: string): Sharp {
  switch (format) {
    // effort 2: a 1600 px AVIF costs well under a second on one core; higher efforts many seconds.
    case 'avif': return image.avif({ quality: 50, effort: 2 });
    case 'webp': return image.webp({ quality: 78 });
    case 'png': return image.png({ compressionLevel: 9 });
    default: return image.jpeg({ quality: 82, mozjpeg: true });
  }
}

/**
 * Stores `bytes` as a library picture in `folder` (relative to `mediaDir`, created here). Throws a
 * Spanish 400 for a picture that cannot be read; on any failure nothing is left behind.
 */
export async function storePicture(mediaDir: string, folder: string, bytes: Buffer, kind: PictureKind): Promise<StoredPicture> {
  const extension = PICTURE_EXTENSIONS[kind];
  const target = path.join(mediaDir, folder);
  let upright: Sharp;
  let width: number;
  let height: number;
  try {
    upright = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const metadata = await upright.metadata();
    if (!metadata.width || !metadata.height) throw new Error('no size');
    // The upright size: a photo stored sideways with an orientation tag (5 to 8) swaps its sides.
    const sideways = (metadata.orientation ?? 1) >= 5;
    width = sideways ? metadata.height : metadata.width;
    height = sideways ? metadata.width : metadata.height;
  } catch {
    throw new HttpError(400, 'No se pudo leer la imagen: el archivo está dañado o no es una imagen JPEG, PNG o WebP válida.');
  }
  const write = async (relative: string, image: Sharp) => {
    await image.toFile(path.join(mediaDir, relative));
    return relative;
  };
  try {
    await fs.mkdir(target, { recursive: true });
    const original = `${folder}/original.${extension}`;
    await write(original, encode(upright.clone(), extension));
    const variants: string[] = [];
    for (const size of MEDIA_WIDTHS) {
      for (const format of [...MEDIA_MODERN_FORMATS.filter((modern) => modern !== extension), extension]) {
        // Never enlarged: a small picture's wider copies are the picture at its own size.
        variants.push(await write(mediaVariantPath(folder, size, format), encode(upright.clone().resize({ width: size, withoutEnlargement: true }), format)));
      }
    }
    variants.push(await write(`${folder}/share.jpg`, encode(upright.clone().flatten({ background: '#ffffff' }).resize({ ...MEDIA_SHARE_SIZE, fit: 'cover' }), 'jpeg')));
    const { size } = await fs.stat(path.join(mediaDir, original));
    return { path: original, width, height, size, variants };
  } catch (error) {
    await fs.rm(target, { recursive: true, force: true });
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'No se pudo leer la imagen: el archivo está dañado o no es una imagen JPEG, PNG o WebP válida.');
  }
}

/** The copies stored beside a library picture (relative to the media folder); [] when its folder is gone. */
export async function storedVariants(mediaDir: string, folder: string): Promise<string[]> {
  try {
    return (await fs.readdir(path.join(mediaDir, folder))).filter((name) => !name.startsWith('original.')).sort().map((name) => `${folder}/${name}`);
  } catch {
    return [];
  }
}
