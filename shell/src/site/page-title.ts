import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { siteConfigAtom } from '@portal/shared';
import { useTranslation } from '../i18n';

/** The page head title: the product name followed by the page title (spec section 2). */
export function pageTitle(productName: string, title: string): string {
  const page = title.trim();
  return page ? `${productName} | ${page}` : productName;
}

/**
 * Keeps document.title as the product name (the configured site name, else 'Portal Ciudadano')
 * followed by `title`. The shell sets the route's title; a remote page that knows a better one
 * would call this too: it mounts later, so it wins.
 */
export function usePageTitle(title: string): void {
  const { t } = useTranslation();
  const product = useAtomValue(siteConfigAtom)?.config.siteName?.trim() || t('Citizen Portal');
  useEffect(() => {
    document.title = pageTitle(product, title);
  }, [product, title]);
}
