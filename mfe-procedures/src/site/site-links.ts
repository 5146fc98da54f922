// Addresses this remote builds from the site config, as the shell's header does for 'Gobierno
// Electrónico' (shell/src/site/urls.ts): the configured e-government host, else the server, plus its path.
import { readBoot } from '@portal/shared';
import type { SiteConfigValues } from '@portal/contract';

/** The server's origin: the hosting page's apiHost, else this page's own origin. */
export function serverOrigin(): string {
  return (readBoot().apiHost?.trim() || (typeof window === 'undefined' ? '' : window.location.origin)).replace(/\/+$/, '');
}

/** The e-government application's address (where a procedure is started online). */
export function egovUrl(config: Partial<Pick<SiteConfigValues, 'egovHost' | 'egovHomePath'>> | undefined): string {
  const host = (config?.egovHost?.trim() || serverOrigin()).replace(/\/+$/, '');
  const path = config?.egovHomePath?.trim() || '/';
  return `${host}${path.startsWith('/') ? path : `/${path}`}`;
}

/** True when the e-government application is this portal itself (no host of its own is configured). */
export function egovIsThisPortal(config: Partial<Pick<SiteConfigValues, 'egovHost'>> | undefined): boolean {
  return (config?.egovHost?.trim() || serverOrigin()).replace(/\/+$/, '') === serverOrigin();
}

/** The document title: the product name, then the page's (as the shell writes it). */
export function documentTitle(productName: string, title: string): string {
  return title.trim() ? `${productName} | ${title.trim()}` : productName;
}
