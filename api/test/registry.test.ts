import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { parseRegistry, registryFor, serializeRegistry } from '../src/registry/registry.ts';
import { repositoryManifests } from './support/fixture-remotes.ts';
import { createTestContext, defaultRegistry, remotes, writeRegistry, type TestContext } from './support/test-app.ts';

describe('the registry file', () => {
  const text = JSON.stringify({
    default: { blog: 'http://cdn/blog/1/mf-manifest.json', template: 'http://cdn/template/1/mf-manifest.json' },
    customers: { '2': { blog: 'http://cdn/blog/2/mf-manifest.json', template: { url: 'http://cdn/template/2/mf-manifest.json', percent: 10 } } },
  });

  test('a plain URL is still an override for every visitor, and a { url, percent } is a canary', () => {
    assert.deepEqual(parseRegistry(text).customers['2'], {
      blog: { url: 'http://cdn/blog/2/mf-manifest.json', percent: 100 },
      template: { url: 'http://cdn/template/2/mf-manifest.json', percent: 10 },
    });
  });

  test('is written back in the same shape it is read', () => {
    assert.deepEqual(JSON.parse(serializeRegistry(parseRegistry(text))), JSON.parse(text));
  });

  test('a visitor gets a canary only when its bucket is below the percent; one without a bucket never', () => {
    const file = parseRegistry(text);
    assert.equal(registryFor(file, '2', 9).template, 'http://cdn/template/2/mf-manifest.json');
    assert.equal(registryFor(file, '2', 10).template, 'http://cdn/template/1/mf-manifest.json');
    assert.equal(registryFor(file, '2', null).template, 'http://cdn/template/1/mf-manifest.json');
    assert.equal(registryFor(file, '2', null).blog, 'http://cdn/blog/2/mf-manifest.json');
    assert.equal(registryFor(file, '1', 0).template, 'http://cdn/template/1/mf-manifest.json');
  });

  test('a percent that is not a whole number from 0 to 100 is refused with the place named', () => {
    for (const percent of [101, -1, 12.5, '50']) {
      const bad = JSON.stringify({ default: {}, customers: { '2': { blog: { url: 'http://cdn/b.json', percent } } } });
      assert.throws(() => parseRegistry(bad), { message: 'customers.2.blog.percent debe ser un número entero de 0 a 100' });
    }
  });
});

describe('a canary on the hosting page', () => {
  let context: TestContext;
  before(async () => {
    context = await createTestContext('sqlite');
    remotes.serve('template-canary', repositoryManifests().template);
  });
  after(() => context.close());

  const canaryUrl = () => remotes.manifestUrl('template-canary');
  const bootRegistry = (body: string) => JSON.parse(/<script id="portal-boot" type="application\/json">(.*?)<\/script>/s.exec(body)![1]!).registry;

  async function visit(cookie?: string): Promise<{ template: string; cookie: string }> {
    const response = await context.app.inject({ url: '/typography', headers: cookie ? { cookie } : {} });
    assert.equal(response.statusCode, 200);
    const set = response.cookies.find((c) => c.name === 'portal_canary');
    return { template: bootRegistry(response.body).template, cookie: cookie ?? `portal_canary=${set?.value}` };
  }

  test('at 50 %, forty fresh visitors get both builds, each always the same one, and a rollback brings all back', async () => {
    writeRegistry(context, { ...defaultRegistry, customers: { '1': { template: { url: canaryUrl(), percent: 50 } } } });
    const visitors = [];
    for (let i = 0; i < 40; i++) visitors.push(await visit());
    const onCanary = visitors.filter((v) => v.template === canaryUrl()).length;
    assert.ok(onCanary > 0 && onCanary < 40, `${onCanary} of 40 on the canary`);
    assert.ok(visitors.every((v) => v.template === canaryUrl() || v.template === defaultRegistry.default.template));
    for (const visitor of visitors) {
      for (let again = 0; again < 2; again++) assert.equal((await visit(visitor.cookie)).template, visitor.template);
    }

    writeRegistry(context, defaultRegistry);
    for (const visitor of visitors) assert.equal((await visit(visitor.cookie)).template, defaultRegistry.default.template);
  });

  test('the cookie is set only while the customer has a canary, and holds only a number', async () => {
    writeRegistry(context, defaultRegistry);
    const plain = await context.app.inject({ url: '/' });
    assert.equal(plain.cookies.find((c) => c.name === 'portal_canary'), undefined);
    writeRegistry(context, { ...defaultRegistry, customers: { '1': { template: { url: canaryUrl(), percent: 5 } } } });
    const cookie = (await context.app.inject({ url: '/' })).cookies.find((c) => c.name === 'portal_canary');
    assert.match(cookie?.value ?? '', /^\d{1,2}$/);
    assert.equal(cookie?.httpOnly, true);
    assert.equal(cookie?.sameSite, 'Lax');
  });

  test('the API answers the visitor\'s registry too, canary included', async () => {
    writeRegistry(context, { ...defaultRegistry, customers: { '1': { template: { url: canaryUrl(), percent: 100 } } } });
    const remotesAnswer = (await context.app.inject({ url: '/api/config/remotes/' })).json();
    assert.equal(remotesAnswer.data.template, canaryUrl());
  });
});
