import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defaultRegistry, describeEachDatabase } from './support/test-app.ts';

interface Menu { label: string; url: string; page_id?: number; children?: Menu[] }

describeEachDatabase('GET /api/config/site/', (ctx) => {
  test('answers res 1 with the site config, both customers, menu, banners, snippets and blog config', async () => {
    const response = await ctx().app.inject({ url: '/api/config/site/?version=0' });
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.res, 1);
    assert.equal(body.data.config.siteName, 'Portal Ciudadano');
    assert.equal(body.data.config.siteDemo, true);
    assert.equal(body.data.config.egovHomePath, '/app/');
    // No EGOV_HOST or PUBLIC_URL: '' tells the client to use its own origin (never the request's Host).
    assert.equal(body.data.config.egovHost, '');
    assert.equal(body.data.config.emailjs, null);
    assert.equal(typeof body.data.config.version, 'string');
    assert.equal(body.data.customers[0].id, 'customers');
    const customers = body.data.customers[0].customers;
    assert.deepEqual(customers.map((c: { id: string }) => c.id), ['1', '2']);
    assert.equal(customers[0].shortname, 'sanrafael');
    assert.equal(customers[0].timeZone, 'America/Caracas');
    assert.ok(customers[0].apps_config.socialNetworks.some((s: { name: string }) => s.name === 'facebook'));
    assert.equal(body.data.banners.length, 3);
    assert.ok(body.data.snippets.some((s: { position: string; enabled: boolean }) => s.position === 'post_side' && s.enabled));
    assert.deepEqual(body.data.blogConfig, { pageSize: 4 });
  });

  test('the menu has submenus with an internal page link and an external URL, and no Contacto item', async () => {
    const menu: Menu[] = (await ctx().app.inject({ url: '/api/config/site/' })).json().data.menu;
    const children = menu.flatMap((entry) => entry.children ?? []);
    const internal = children.find((child) => child.url.startsWith('/') && typeof child.page_id === 'number');
    assert.ok(internal, 'an internal page link');
    assert.ok(children.some((child) => child.url.startsWith('https://') && child.page_id === undefined), 'an external link');
    assert.notEqual(menu.at(-1)?.label, 'Contacto');
    const page = await ctx().app.inject({ method: 'POST', url: '/api/v2/blog/page/detail/', payload: { customer_id: '1', id: internal.page_id } });
    assert.equal(page.json().data.slug, internal.url.slice(1));
  });


  test('a repeated request with the ETag answers 304 without a body', async () => {
    const first = await ctx().app.inject({ url: '/api/config/site/' });
    const etag = first.headers.etag as string;
    assert.ok(etag);
    const second = await ctx().app.inject({ url: '/api/config/site/', headers: { 'if-none-match': etag } });
    assert.equal(second.statusCode, 304);
    assert.equal(second.body, '');
  });

  test('GET /api/config/remotes/ answers the registry of the host customer', async () => {
    const body = (await ctx().app.inject({ url: '/api/config/remotes/' })).json();
    assert.equal(body.res, 1);
    assert.equal(body.data.blog, defaultRegistry.default.blog);
  });
});

describeEachDatabase('site config for a second customer host', (ctx) => {
  test('the host mapped to customer 2 gets customer 2 menu, banners and registry override', async () => {
    const body = (await ctx().app.inject({ url: '/api/config/site/', headers: { host: 'santalucia.localhost:8000' } })).json();
    assert.equal(body.data.banners.length, 1);
    assert.equal(body.data.banners[0].title, 'Bienvenidos a Santa Lucía');
    assert.equal(body.data.customers[0].customers.length, 2, 'both customers are listed so the shell can select');
    const remotes = (await ctx().app.inject({ url: '/api/config/remotes/', headers: { host: 'santalucia.localhost:8000' } })).json();
    assert.equal(remotes.data.blog, defaultRegistry.customers['2'].blog);
    assert.equal(remotes.data.procedures, defaultRegistry.default.procedures);
  });
}, { CUSTOMER_HOSTS: 'santalucia.localhost=2' });
