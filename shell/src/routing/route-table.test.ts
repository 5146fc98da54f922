import { setBoot } from '@portal/shared/testing/boot';
import shellTable from '../routes.json';
import { needsSiteConfig, portalRoutes, routeFor, shellPages } from './route-table';

test('every page of the shell\'s route table is a page the shell has', () => {
  for (const route of shellTable.routes) expect(shellPages[route.module]).toBeDefined();
});

test('the router serves the shell\'s pages and every page the boot block brings, nothing more', () => {
  setBoot({ routes: [{ path: '/news/:id', module: './Story', remote: 'blog', title: { es: 'Noticia' } }] });
  expect(portalRoutes().map((route) => route.path)).toEqual(['/', '/news/:id']);
  expect(routeFor('/news/7')).toMatchObject({ remote: 'blog', module: './Story' });
  expect(routeFor('/other')).toBeUndefined();
});

test('a page waits for the site config unless its route says it does not need it', () => {
  setBoot({
    routes: [
      { path: '/news', module: './News', remote: 'blog', title: { es: 'Noticias' } },
      { path: '/admin/*', module: './Console', remote: 'admin', title: { es: 'Consola' }, siteConfig: false },
    ],
  });
  expect(needsSiteConfig('/')).toBe(true);
  expect(needsSiteConfig('/news')).toBe(true);
  expect(needsSiteConfig('/admin/users')).toBe(false);
  expect(needsSiteConfig('/unknown')).toBe(true);
});
