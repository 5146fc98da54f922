import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { matchPage } from '../src/match.ts';

const page = (path: string) => ({ path, module: './Page', title: { es: 'Página' } });

describe('matching a path (react-router matchRoutes)', () => {
  const routes = [page('/'), page('/blog-grid/'), page('/post/:slug'), page('/page/*'), page('/page/about'), page('/admin/*'), page('/admin/users/:id'), page('/:shortname/corporate/procedure/preview/:id')];
  const match = (pathname: string) => {
    const found = matchPage(routes, pathname);
    return found && { path: found.route.path, params: found.params };
  };

  test('a static path matches with or without its trailing slash, in any case', () => {
    assert.deepEqual(match('/blog-grid'), { path: '/blog-grid/', params: {} });
    assert.deepEqual(match('/Blog-Grid/'), { path: '/blog-grid/', params: {} });
    assert.deepEqual(match('/'), { path: '/', params: {} });
  });

  test('a parameter takes one segment, no more and no less', () => {
    assert.deepEqual(match('/post/una-noticia'), { path: '/post/:slug', params: { slug: 'una-noticia' } });
    assert.equal(match('/post'), null);
    assert.equal(match('/post/a/b'), null);
  });

  test('a final * takes every sub-path, the prefix itself included', () => {
    assert.deepEqual(match('/admin'), { path: '/admin/*', params: { '*': '' } });
    assert.deepEqual(match('/admin/settings/mail'), { path: '/admin/*', params: { '*': 'settings/mail' } });
  });

  test('the most specific route wins, whatever the order', () => {
    assert.equal(match('/page/about')?.path, '/page/about');
    assert.equal(match('/page/servicios/agua')?.path, '/page/*');
    assert.deepEqual(match('/admin/users/7'), { path: '/admin/users/:id', params: { id: '7' } });
    assert.deepEqual(match('/sanrafael/corporate/procedure/preview/12'), { path: '/:shortname/corporate/procedure/preview/:id', params: { shortname: 'sanrafael', id: '12' } });
  });

  test('an unknown path matches nothing', () => {
    assert.equal(match('/no-such-page'), null);
    assert.equal(match('/blog-grid/extra'), null);
  });

  test('an escaped value is read decoded, and a malformed escape matches as typed, without a warning', (t) => {
    const warn = t.mock.method(console, 'warn', () => {});
    assert.deepEqual(match('/post/a%20b'), { path: '/post/:slug', params: { slug: 'a b' } });
    assert.deepEqual(match('/post/%E0%A4%A'), { path: '/post/:slug', params: { slug: '%E0%A4%A' } });
    assert.equal(warn.mock.callCount(), 0);
  });
});
