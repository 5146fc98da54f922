// One city cannot touch another: the site texts are a row per customer, the settings every customer
// shares change only by staff bound to no customer, and the audit row is filed under the customer
// whose data changed. (Every corporate call against another customer's rows: corporate-calls.test.ts.)
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { addStaff, corporate, signedIn } from './support/staff.ts';
import { describeEachDatabase } from './support/test-app.ts';

const site = async (app: import('fastify').FastifyInstance, host: string) =>
  (await app.inject({ url: '/api/config/site/', headers: { host } })).json().data.config as { siteName: string; egovHost: string; siteDemo: boolean };

describeEachDatabase('tenant isolation', (ctx) => {
  let editor2: Record<string, string>;
  let editorAll: Record<string, string>;

  before(async () => {
    const { app, db } = ctx();
    await addStaff(db, 'editor2@tenant.example', 'editor', { customerId: '2' });
    await addStaff(db, 'editor-all@tenant.example', 'editor', { customerId: null });
    editor2 = await signedIn(app, 'editor2@tenant.example');
    editorAll = await signedIn(app, 'editor-all@tenant.example');
  });

  test("customer 2's editor changes its own site name and e-government link, never customer 1's; the audit row is customer 2's", async () => {
    const { app, db } = ctx();
    const before1 = await site(app, 'sanrafael.localhost');
    const changed = await corporate(app, 'site/update', { customer_id: '2', siteName: 'Portal de Santa Lucía', egovHost: 'https://evil.example' }, editor2);
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(changed.json().data.siteName, 'Portal de Santa Lucía');
    assert.deepEqual(await site(app, 'sanrafael.localhost'), before1);
    assert.equal((await site(app, 'santalucia.localhost')).siteName, 'Portal de Santa Lucía');
    assert.equal((await site(app, 'santalucia.localhost')).egovHost, 'https://evil.example');
    const detail1 = await corporate(app, 'site/detail', { customer_id: '1' }, editorAll);
    assert.equal(detail1.json().data.siteName, before1.siteName);
    const audit = await db.selectFrom('audit_log').selectAll().where('call_name', '=', 'site/update').execute();
    assert.deepEqual(audit.map((row) => row.customer_id), ['2']);
  });

  test("customer 2's editor sending customer 1's id is refused (403) and changes nothing", async () => {
    const { app } = ctx();
    const before1 = await site(app, 'sanrafael.localhost');
    const refused = await corporate(app, 'site/update', { customer_id: '1', siteName: 'Tomado', egovHost: 'https://evil.example' }, editor2);
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().message, 'Su cuenta no administra este municipio.');
    assert.deepEqual(await site(app, 'sanrafael.localhost'), before1);
  });

  test('the demo switch every customer shares: a bound editor gets 403 (sending it unchanged is fine), an unbound one may change it', async () => {
    const { app } = ctx();
    const demo = (await site(app, 'sanrafael.localhost')).siteDemo;
    const refused = await corporate(app, 'site/update', { customer_id: '2', siteDemo: !demo }, editor2);
    assert.equal(refused.statusCode, 403);
    assert.match(refused.json().message, /común a todos los municipios/);
    assert.equal((await site(app, 'sanrafael.localhost')).siteDemo, demo);
    const same = await corporate(app, 'site/update', { customer_id: '2', siteDemo: demo, siteDescription: 'Trámites de Santa Lucía' }, editor2);
    assert.equal(same.statusCode, 200, same.body);
    const allowed = await corporate(app, 'site/update', { customer_id: '1', siteDemo: !demo }, editorAll);
    assert.equal(allowed.statusCode, 200, allowed.body);
    assert.equal((await site(app, 'sanrafael.localhost')).siteDemo, !demo);
    assert.equal((await site(app, 'santalucia.localhost')).siteDemo, !demo);
  });

  test("the remote registry: an admin bound to a customer sees the defaults and its own overrides, never another customer's", async () => {
    const { app, db } = ctx();
    await addStaff(db, 'admin1@tenant.example', 'admin', { customerId: '1' });
    await addStaff(db, 'admin2@tenant.example', 'admin', { customerId: '2' });
    await addStaff(db, 'admin-all@tenant.example', 'admin', { customerId: null });
    const detail = async (email: string, customerId: string) => (await corporate(app, 'registry/detail', { customer_id: customerId }, await signedIn(app, email))).json().data;
    const all = await detail('admin-all@tenant.example', '1');
    assert.deepEqual(Object.keys(all.customers), ['2']);
    const one = await detail('admin1@tenant.example', '1');
    assert.deepEqual(one, { default: all.default, customers: {} });
    const two = await detail('admin2@tenant.example', '2');
    assert.deepEqual(two, { default: all.default, customers: { 2: all.customers['2'] } });
  });
}, { CUSTOMER_HOSTS: 'sanrafael.localhost=1,santalucia.localhost=2' });
