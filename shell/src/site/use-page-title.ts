import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { siteConfigAtom } from '@portal/shared';
import { pageTitle } from './page-title';

/** Keeps document.title as the product name followed by this page's title. */
export function usePageTitle(title: string): void {
  const siteName = useAtomValue(siteConfigAtom)?.config.siteName;
  useEffect(() => {
    document.title = pageTitle(siteName, title);
  }, [siteName, title]);
}
