import { Suspense, type ReactNode } from 'react';
import { Provider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { portalStore } from '../state/store';
import { i18n, useTranslation } from '../i18n';
import { GlobalStyle } from './GlobalStyle';

/** 'Cargando...' while a lazy page loads, in the page's language. */
function Loading() {
  const { t } = useTranslation();
  return <p role="status">{t('Loading...')}</p>;
}

/** The providers every page needs: the one jotai store and the one i18next instance. */
export function PortalProviders({ children }: { children: ReactNode }) {
  return (
    <Provider store={portalStore}>
      <I18nextProvider i18n={i18n}>
        <GlobalStyle />
        <Suspense fallback={<Loading />}>{children}</Suspense>
      </I18nextProvider>
    </Provider>
  );
}
