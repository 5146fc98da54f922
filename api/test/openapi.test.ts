// The table of calls as the world sees it: /api/openapi.json is valid OpenAPI 3.1 and lists every
// call of the table; every /api/v2 route the server registers is in the table and every call of the
// table is registered; /api/docs renders the document with files this server serves, inside its CSP.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import { calls } from '@portal/contract';
import { CALLS, callsMissingFromApiDoc, renderApiDoc } from '@portal/contract/openapi';
import { SCRIPT_STARTER_SOURCE } from '../src/hosting/scripts-after-paint.ts';
import { createTestContext } from './support/test-app.ts';

/** Every route of printRoutes' tree as 'METHOD /path'. */
function registeredRoutes(tree: string): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const full = (stack[depth - 1] ?? '') + match[2]!;
    stack[depth] = full;
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.push(`${method} ${full}`);
  }
  return routes;
}

const tableRoutes = Object.values(CALLS).map((call) => `${call.method} ${call.path}`).sort();

test('/api/openapi.json is valid OpenAPI 3.1 and lists every public, staff and corporate call of the table', async () => {
  const context = await createTestContext('sqlite');
  try {
    const response = await context.app.inject({ url: '/api/openapi.json' });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^application\/json/);
    const document = response.json() as { openapi: string; paths: Record<string, Record<string, { operationId: string }>> };
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    assert.deepEqual(result.errors ?? [], [], 'the validator finds no problem');
    assert.equal(result.valid, true);
    assert.equal(validator.version, '3.1');
    assert.doesNotThrow(() => validator.resolveRefs(), 'every $ref names a component');
    const listed = Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`)).sort();
    assert.deepEqual(listed, tableRoutes);
    // The three audiences are all there, by their operation ids.
    assert.equal(document.paths['/api/v2/corporate/holiday/add/']?.post?.operationId, 'holidayAdd');
    assert.equal(document.paths['/api/v2/staff/login/']?.post?.operationId, 'staffLogin');
    assert.equal(document.paths['/api/v2/contact/']?.post?.operationId, 'contact');
  } finally {
    await context.close();
  }
});

test('the server registers exactly the /api/v2 calls of the table', async () => {
  const context = await createTestContext('sqlite');
  try {
    const registered = registeredRoutes(context.app.printRoutes({ commonPrefix: false }))
      .filter((route) => route.includes(' /api/v2/') && !route.endsWith('*'))
      .map((route) => route.replace(/\/?$/, '/'))
      .sort();
    assert.deepEqual(registered, tableRoutes);
  } finally {
    await context.close();
  }
});

test('/api/docs shows the reference with the renderer this server serves, within the site\'s CSP', async () => {
  const context = await createTestContext('sqlite');
  try {
    const page = await context.app.inject({ url: '/api/docs' });
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-type']), /^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    assert.ok(csp.includes(`script-src 'self' ${SCRIPT_STARTER_SOURCE}`), csp);
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/);
    assert.doesNotMatch(page.body, /<script>|<style|https?:\/\//, 'no inline script or style, nothing from another host');
    assert.match(page.body, /href="\/api\/openapi\.json"/, 'without JavaScript the page links the document');
    const sources = [...page.body.matchAll(/(?:src|href)="(\/api\/docs\/[^"]+)"/g)].map((match) => match[1]!);
    assert.deepEqual(sources.sort(), ['/api/docs/start.js', '/api/docs/swagger-ui-bundle.js', '/api/docs/swagger-ui.css']);
    for (const source of sources) {
      const file = await context.app.inject({ url: source });
      assert.equal(file.statusCode, 200, source);
      assert.match(String(file.headers['content-type']), source.endsWith('.css') ? /^text\/css/ : /^text\/javascript/, source);
    }
    // Only the renderer's two files are served, nothing else of its package.
    for (const other of ['/api/docs/package.json', '/api/docs/index.html', '/api/docs/..%2Fpackage.json']) {
      assert.equal((await context.app.inject({ url: other })).statusCode, 404, other);
    }
  } finally {
    await context.close();
  }
});

test('docs/corporate-api.md shows every staff and corporate call of the table, as npm run api-doc writes it', () => {
  const page = fs.readFileSync(new URL('../../docs/corporate-api.md', import.meta.url), 'utf8');
  assert.deepEqual(callsMissingFromApiDoc(page), []);
  assert.equal(renderApiDoc(page), page, 'run npm run api-doc');
});

test('a call removed from the table fails the typecheck where it is used', () => {
  // @ts-expect-error a call the table does not have: the server's registration and the browser's call both name it this way
  const removed = calls.holidayRemoved;
  assert.equal(removed, undefined);
  assert.equal(calls.holidayAdd.path, '/api/v2/corporate/holiday/add/');
});
