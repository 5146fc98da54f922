import { libraryPicture, mediaVariantPath } from '@portal/contract';
import { readBoot } from '@portal/shared';

/** A media path's address on the server; a library picture's copy `width` px wide (WebP) when asked and it has one. */
export function libraryAddress(path: string, width?: number): string {
  const picture = width ? libraryPicture(path) : null;
  const relative = picture ? mediaVariantPath(picture.folder, width!, 'webp') : path;
  return `${readBoot().apiHost.replace(/\/+$/, '')}/djmedia/${relative.split('/').map(encodeURIComponent).join('/')}`;
}
