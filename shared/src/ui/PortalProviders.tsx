import { Suspense, type ReactNode } from 'react';
import { Provider, type createStore } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { portalStore } from '../state/store';
import { i18n, useTranslation } from '../i18n';
import { GlobalStyle } from './GlobalStyle';

/** 'Cargando...' while a lazy page loads, in the page's language. */
function Loading() {
  const { t } = useTranslation();
  return <p role="status">{t('Loading...')}</p>;
}

type Store = ReturnType<typeof createStore>;

/**
 * The providers every page needs: the one jotai store and the one i18next instance. A server
 * render passes its request's own store and instance instead (issue 20).
 */
export function PortalProviders({ children, store = portalStore, i18nInstance = i18n }: { children: ReactNode; store?: Store; i18nInstance?: typeof i18n }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18nInstance}>
        <GlobalStyle />
        <Suspense fallback={<Loading />}>{children}</Suspense>
      </I18nextProvider>
    </Provider>
  );
}
