import { buildMenu, submenuHref } from './menu';

test('a submenu url starting with / becomes a dynamic page link with its page id', () => {
  expect(submenuHref({ label: 'Historia', url: '/historia', page_id: 7 })).toBe('/page/historia?id=7');
});

test('other submenu urls are used as given', () => {
  expect(submenuHref({ label: 'Gaceta', url: 'https://gaceta.example.org' })).toBe('https://gaceta.example.org');
});

test('the menu keeps the stored order and ends with Contacto to /contact', () => {
  const menu = buildMenu([
    { label: 'Inicio', url: '/' },
    { label: 'Municipio', url: '#', children: [{ label: 'Historia', url: '/historia', page_id: 3 }] },
  ], 'Contacto');
  expect(menu.map((m) => m.label)).toEqual(['Inicio', 'Municipio', 'Contacto']);
  expect(menu.at(-1)).toMatchObject({ href: '/contact', internal: true });
  expect(menu[1].children[0]).toMatchObject({ href: '/page/historia?id=3', internal: true });
});

test('a stored Contacto entry is not repeated', () => {
  const menu = buildMenu([{ label: 'Contacto', url: '/contacto' }], 'Contacto');
  expect(menu.map((m) => m.label)).toEqual(['Contacto']);
});

test('in another language the contact entry takes its label, and a stored Contacto is still not repeated', () => {
  const menu = buildMenu([{ label: 'Contacto', url: '/contacto' }, { label: 'Contact', url: '/c' }], 'Contact');
  expect(menu.map((m) => m.label)).toEqual(['Contact']);
});
