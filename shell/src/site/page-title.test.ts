import { pageTitle } from './page-title';

test('the title is the product name followed by the page title', () => {
  expect(pageTitle('Portal Ciudadano', 'Trámites en Línea')).toBe('Portal Ciudadano | Trámites en Línea');
});

test('without a configured product name the default name is used', () => {
  expect(pageTitle(undefined, 'Contacto')).toBe('Portal Ciudadano | Contacto');
});
