import type { ReactNode } from 'react';
import { Header } from './Header';
import { Footer } from './Footer';
import { LoadingIndicator } from './LoadingIndicator';
import { Toaster } from './Toaster';
import { useTranslation } from '../i18n';

/** The frame on every page: skip link, loading flag, header, main content, footer, toasts. */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('Skip to content')}
      </a>
      <LoadingIndicator />
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <Toaster />
    </>
  );
}
