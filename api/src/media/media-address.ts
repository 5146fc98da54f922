/** A media path's site-absolute address (each part of the path encoded). */
export function mediaAddress(relative: string): string {
  return `/djmedia/${relative.split('/').map(encodeURIComponent).join('/')}`;
}
