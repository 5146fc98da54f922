import { readBoot } from '@portal/shared';

/**
 * The URL of a server image or file. Post images are paths relative to /djmedia/ on the API host
 * (spec section 7); public files already carry a site-absolute /djmedia/… URL. Data URIs (the
 * locally drawn demo pictures) pass through. Nothing else is loaded: no other host's assets.
 */
export function mediaUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (path.startsWith('data:image/')) return path;
  const host = readBoot().apiHost.replace(/\/+$/, '');
  if (path.startsWith('/djmedia/')) return `${host}${path}`;
  const relative = path.replace(/^\/+/, '');
  return `${host}/djmedia/${relative.split('/').map(encodeURIComponent).join('/')}`;
}
