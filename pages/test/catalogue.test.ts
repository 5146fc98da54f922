import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CONTAINERS } from '@portal/tooling/containers.cjs';
import { readContainerRoutes } from '@portal/tooling/container-routes.cjs';
import * as pages from '../src/catalogue.ts';

test('a link carries its values escaped, and leaves out the query values it was not given', () => {
  assert.equal(pages.certificateValidation.href({ number: 'SRV-2025-0001', registerId: 'R-1001' }), '/certificate/validation/SRV-2025-0001?register_id=R-1001');
  assert.equal(pages.certificateValidation.href({ number: 'A/12 3' }), '/certificate/validation/A%2F12%203');
  assert.equal(pages.siteSearch.href({ q: 'licencia de obra', page: 2 }), '/buscar?q=licencia+de+obra&pagina=2');
  assert.equal(pages.siteSearch.href(), '/buscar');
  assert.equal(pages.siteSearch.href({ q: '' }), '/buscar');
  assert.equal(pages.procedure.href({ shortname: 'sanrafael', id: 12 }), '/sanrafael/corporate/procedure/preview/12');
  assert.equal(pages.home.href(), '/');
});

test('a sub-path keeps its slashes, and none leaves the prefix itself', () => {
  assert.equal(pages.cityPage.href({ '*': 'servicios/agua potable' }), '/page/servicios/agua%20potable');
  assert.equal(pages.staffConsole.href({ '*': '' }), '/admin');
});

test('every page of the catalogue is a route of the container it names, written the same way', () => {
  const tables = new Map(CONTAINERS.map((container) => [container.name, readContainerRoutes(container.dir, { remote: false }).published.routes.map((route) => route.path)]));
  for (const [name, page] of Object.entries(pages)) {
    assert.ok(tables.get(page.owner)?.includes(page.path), `pages.${name}: ${page.owner}'s src/routes.json has no route ${page.path}`);
  }
});
