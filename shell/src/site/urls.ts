import type { SiteConfigValues } from '@portal/contract';
import { pages } from '@portal/pages';

/** The server's origin: the hosting page's apiHost, else this page's own origin. */
export function serverOrigin(apiHost: string | undefined, pageOrigin: string): string {
  return (apiHost?.trim() || pageOrigin).replace(/\/+$/, '');
}

/** A media file stored under /djmedia/ on the server host (spec section 7). */
export function mediaUrl(origin: string, path: string): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  return `${origin}/djmedia/${path.replace(/^\/+/, '').replace(/^djmedia\//, '')}`;
}

/** The 'Gobierno Electrónico' address: the configured e-government host, else the server, plus the home path. */
export function egovUrl(config: Partial<Pick<SiteConfigValues, 'egovHost' | 'egovHomePath'>> | undefined, origin: string): string {
  const host = (config?.egovHost?.trim() || origin).replace(/\/+$/, '');
  const path = config?.egovHomePath?.trim() || '/';
  return `${host}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The certificate validation page on the server host (spec section 2); without a number, the check's form. */
export function certificateUrl(origin: string, certificateNumber: string, registerNumber: string): string {
  return origin + pages.certificateValidation.href({ number: certificateNumber, registerId: registerNumber });
}
