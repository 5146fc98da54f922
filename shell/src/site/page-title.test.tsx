import { render } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { pageTitle, usePageTitle } from './page-title';
import { siteConfigAtom } from '@portal/shared';
import { testSiteConfig } from '@portal/shared/testing/fixtures';

test('the title is the product name followed by the page title', () => {
  expect(pageTitle('Portal Ciudadano', 'Trámites en Línea')).toBe('Portal Ciudadano | Trámites en Línea');
});


test('a page without a title shows the product name alone', () => {
  expect(pageTitle('Mi Alcaldía', '')).toBe('Mi Alcaldía');
});

function Page({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

test('usePageTitle writes the configured site name and the page title into the document', () => {
  const store = createStore();
  store.set(siteConfigAtom, testSiteConfig({ config: { siteName: 'Alcaldía Digital' } }));
  const { rerender } = render(
    <Provider store={store}>
      <Page title="Noticias" />
    </Provider>,
  );
  expect(document.title).toBe('Alcaldía Digital | Noticias');
  rerender(
    <Provider store={store}>
      <Page title="Contacto" />
    </Provider>,
  );
  expect(document.title).toBe('Alcaldía Digital | Contacto');
});

test('without a configured site name (or a blank one) the title starts with Portal Ciudadano', () => {
  const store = createStore();
  store.set(siteConfigAtom, testSiteConfig({ config: { siteName: '  ' } }));
  render(
    <Provider store={store}>
      <Page title="Contacto" />
    </Provider>,
  );
  expect(document.title).toBe('Portal Ciudadano | Contacto');
});
