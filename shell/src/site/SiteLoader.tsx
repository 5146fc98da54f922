import { startTransition, useCallback, useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useAtomValue } from 'jotai';
import { siteConfigAtom, useLocation } from '@portal/shared';
import { needsSiteConfig } from '../routing/route-table';
import { loadSite } from './load-site';
import { useTranslation } from '../i18n';

// A full screen, so the frame that replaces it does not shift the page.
const Centered = styled.div`
  min-height: 100vh;
  display: grid;
  place-items: center;
  text-align: center;
  padding: 2rem;
`;

type Status = 'loading' | 'ready' | 'failed';

/**
 * Shows 'Loading...' until the site config is in, and a Spanish error with a retry if it fails. A
 * page whose route says `siteConfig: false` renders at once instead; the frame fills in when the
 * config arrives.
 */
export function SiteLoader({ children }: { children: ReactNode }) {
  // A server-rendered page arrives with the config already in the store: nothing to wait for.
  const seeded = useAtomValue(siteConfigAtom) !== null;
  const [status, setStatus] = useState<Status>(seeded ? 'ready' : 'loading');
  const waits = needsSiteConfig(useLocation().pathname);
  const { t } = useTranslation();

  const load = useCallback(() => {
    setStatus('loading');
    loadSite()
      // The whole frame and page render at once here; as a transition React renders them in
      // slices and lets the browser answer input in between, instead of one long task.
      .then(() => startTransition(() => setStatus('ready')))
      .catch((error: unknown) => {
        console.error('No se pudo cargar la configuración del sitio:', error);
        setStatus('failed');
      });
  }, []);

  useEffect(() => {
    if (!seeded) load();
    // Only on mount: the config a server render brought is the current one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load]);

  if (!waits) return <>{children}</>;
  if (status === 'loading') {
    return (
      <Centered role="status" aria-live="polite">
        <p>{t('Loading...')}</p>
      </Centered>
    );
  }
  if (status === 'failed') {
    return (
      <Centered role="alert">
        <div>
          <h1>{t("We couldn't load the portal")}</h1>
          <p>{t('Check your internet connection and try again.')}</p>
          <button type="button" onClick={load}>
            {t('Retry')}
          </button>
        </div>
      </Centered>
    );
  }
  return <>{children}</>;
}
