import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { siteConfigAtom } from '../state/atoms';

export const DEFAULT_PRODUCT_NAME = 'Portal Ciudadano';

/** The page head title: the product name followed by the page title (spec section 2). */
export function pageTitle(productName: string | undefined, title: string): string {
  const product = productName?.trim() || DEFAULT_PRODUCT_NAME;
  const page = title.trim();
  return page ? `${product} | ${page}` : product;
}

/**
 * Keeps document.title as the product name followed by `title`. The shell sets the route's title;
 * a remote page that knows a better one (a post's headline) calls this too: it mounts later, so it wins.
 */
export function usePageTitle(title: string): void {
  const siteName = useAtomValue(siteConfigAtom)?.config.siteName;
  useEffect(() => {
    document.title = pageTitle(siteName, title);
  }, [siteName, title]);
}
