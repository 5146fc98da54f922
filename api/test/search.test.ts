// Issue 14: the site search (GET /api/v2/search/), the synonym calls and the procedure page's server
// check, on SQLite (FTS5) and PostgreSQL (tsvector).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { adminToken, describeEachDatabase, writeRegistry, defaultRegistry } from './support/test-app.ts';
import { addStaff, corporate, signedIn } from './support/staff.ts';

interface Part { text: string; match: boolean }
interface Hit { id: number; title: string; url: string; snippet: Part[] }
interface Group { kind: 'procedure' | 'post' | 'page'; total: number; items: Hit[] }

const admin = { authorization: `Bearer ${adminToken}` };

describeEachDatabase('site search', (ctx) => {
  const search = (q: string, extra = '') =>
    ctx().app.inject({ url: `/api/v2/search/?customer_id=1&q=${encodeURIComponent(q)}${extra}` });
  const groups = async (q: string): Promise<Record<string, Group>> => {
    const response = await search(q);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json() as { res: number; data: { groups: Group[] } };
    assert.equal(body.res, 1);
    return Object.fromEntries(body.data.groups.map((group) => [group.kind, group]));
  };
  const call = (name: string, payload: object) =>
    ctx().app.inject({ method: 'POST', url: `/api/v2/corporate/${name}/`, headers: admin, payload: { customer_id: '1', ...payload } });

  test("citizens' words find the procedure: 'partida nacimiento', 'basura', 'pagar impuestos'", async () => {
    assert.equal((await groups('partida nacimiento')).procedure!.items[0]!.title, 'Acta de nacimiento');
    assert.ok((await groups('basura')).procedure!.items.some((hit) => hit.title === 'Recolección de desechos especiales'));
    assert.equal((await groups('pagar impuestos')).procedure!.items[0]!.title, 'Pago del impuesto sobre inmuebles urbanos');
  });

  test('results come in three groups, each with a link and a snippet whose matches are marked', async () => {
    const result = await groups('recolección');
    assert.deepEqual(Object.keys(result).sort(), ['page', 'post', 'procedure']);
    const news = result.post!.items[0]!;
    assert.match(news.url, /^\/blog-details\/\d+$/);
    assert.ok(result.post!.total >= 1);
    assert.ok(news.snippet.some((part) => part.match && /recolecci[oó]n/i.test(part.text)), JSON.stringify(news.snippet));
    // Snippets are text: no tag of the post body reaches them.
    assert.ok(news.snippet.every((part) => !/[<>]/.test(part.text)));
    const procedure = result.procedure!.items[0]!;
    assert.match(procedure.url, /^\/sanrafael\/corporate\/procedure\/preview\/\d+$/);
    const page = (await groups('ordenanzas')).page!.items[0]!;
    assert.equal(page.url, '/page/ordenanzas');
  });

  test('a name match ranks before a description match', async () => {
    const items = (await groups('catastral')).procedure!.items;
    const firstDescriptionOnly = items.findIndex((hit) => !/catastral/i.test(hit.title));
    const lastNameMatch = items.map((hit) => /catastral/i.test(hit.title)).lastIndexOf(true);
    assert.ok(firstDescriptionOnly === -1 || lastNameMatch < firstDescriptionOnly, items.map((hit) => hit.title).join(' / '));
  });

  test('hostile input never answers 5xx, and FTS operators are plain words', async () => {
    const queries = ['"', '""', '*', 'acta*', 'NEAR', 'NEAR(acta nacimiento)', 'acta OR', 'OR', 'AND NOT', '-', '-acta', ':', 'title:acta',
      "'; drop table procedures; --", '\\', '(', ')', '^acta', '!', '&', '|', 'acta & | !', '🙂', 'a'.repeat(200), 'ñandú'];
    for (const q of queries) {
      const response = await search(q);
      assert.equal(response.statusCode, 200, `${JSON.stringify(q)}: ${response.body}`);
    }
    // A control character is refused by the input guard, with a message, not a failure.
    assert.equal((await search('\u0000')).statusCode, 400);
    const tenKb = await search('acta '.repeat(2048));
    assert.equal(tenKb.statusCode, 400);
    assert.equal(tenKb.json().res, 0);
    assert.match(tenKb.json().message, /[a-záéíóú]/i);
    assert.equal((await ctx().app.inject({ url: '/api/v2/search/?customer_id=1' })).statusCode, 400);
    assert.equal((await search('acta', '&page=0')).statusCode, 400);
    assert.equal((await search('acta', '&page=abc')).statusCode, 400);
    assert.equal((await ctx().app.inject({ url: '/api/v2/search/?customer_id=nadie&q=acta' })).statusCode, 404);
    // The index's own scope words (customer and kind of each entry) are not words of any page.
    for (const q of ['procedurex31', 'postx31', 'draftx31', '_procedure_31']) {
      assert.ok(Object.values(await groups(q)).every((group) => group.total === 0), q);
    }
    // Still working afterwards: nothing was dropped.
    assert.equal((await groups('nacimiento')).procedure!.items[0]!.title, 'Acta de nacimiento');
  });

  test('an empty query or one with only symbols answers empty groups', async () => {
    for (const q of ['', '   ', '*:"-']) {
      const result = await groups(q);
      assert.ok(Object.values(result).every((group) => group.total === 0 && group.items.length === 0));
    }
  });

  test('pages of results: page 2 continues page 1', async () => {
    // 'municipio' is in more than a page of the demo procedures' descriptions.
    const first = (await groups('municipio')).procedure!;
    assert.ok(first.total > 10, `${first.total} results`);
    const second = (await search('municipio', '&page=2')).json().data.groups[0] as Group;
    assert.equal(second.kind, 'procedure');
    assert.ok(second.items.length > 0);
    assert.ok(second.items.every((hit) => !first.items.some((seen) => seen.id === hit.id)));
  });

  test('a word in hundreds of procedures: names first, exact total, and a page past the end is empty', async () => {
    // More matches than the service ranks (RANK_LIMIT, 200): the description matches come first in
    // id order, the name matches are added last, so only the name-first rule puts them on page 1.
    const db = ctx().db;
    const department = await db.selectFrom('departments').select('id').where('customer_id', '=', '1').executeTakeFirstOrThrow();
    const row = (name: string, description: string) => ({ customer_id: '1', department_id: department.id, name, description, calc_price: null });
    await db.insertInto('procedures').values(Array.from({ length: 600 }, (_, i) => row(`Constancia genérica ${i + 1}`, 'Incluye la zanahoria municipal.'))).execute();
    await db.insertInto('procedures').values(Array.from({ length: 3 }, (_, i) => row(`Zanahorias del huerto ${i + 1}`, 'Registro de huertos.'))).execute();
    const first = (await groups('zanahoria')).procedure!;
    assert.equal(first.total, 603);
    assert.deepEqual(first.items.slice(0, 3).map((hit) => hit.title).sort(), ['Zanahorias del huerto 1', 'Zanahorias del huerto 2', 'Zanahorias del huerto 3']);
    assert.ok(first.items.slice(3).every((hit) => hit.title.startsWith('Constancia genérica')));
    const last = (await search('zanahoria', '&page=61')).json().data.groups[0] as Group;
    assert.deepEqual([last.total, last.items.length], [603, 3]);
    const past = (await search('zanahoria', '&page=62')).json().data.groups[0] as Group;
    assert.deepEqual([past.total, past.items.length], [603, 0]);
    await db.deleteFrom('procedures').where('description', 'in', ['Incluye la zanahoria municipal.', 'Registro de huertos.']).execute();
  });

  test('the index follows the corporate API: added, renamed and deleted procedures, published and withdrawn posts', async () => {
    const departments = (await call('department/list', {})).json().data as { id: number }[];
    const added = await call('procedure/add', { name: 'Inscripción de mascotas zoológicas', description: 'Registro de perros y gatos.', department_id: departments[0]!.id });
    assert.equal(added.statusCode, 201, added.body);
    const id = added.json().data.id as number;
    assert.ok((await groups('mascotas')).procedure!.items.some((hit) => hit.id === id));
    assert.equal((await call('procedure/update', { id, name: 'Censo de animales domésticos' })).statusCode, 200);
    assert.equal((await groups('mascotas')).procedure!.total, 0);
    assert.ok((await groups('animales domesticos')).procedure!.items.some((hit) => hit.id === id));
    assert.equal((await call('procedure/delete', { id })).statusCode, 200);
    assert.equal((await groups('animales domesticos')).procedure!.total, 0);

    const post = await call('post/add', { title: 'Feria del trompo artesanal', body: '<p>Llega la <strong>feria</strong> del trompo.</p>' });
    assert.equal(post.statusCode, 201, post.body);
    const postId = post.json().data.id as number;
    assert.equal((await groups('trompo')).post!.total, 0, 'a draft is not found');
    assert.equal((await call('post/publish', { id: postId })).statusCode, 200);
    assert.equal((await groups('trompo')).post!.items[0]!.id, postId);
    assert.equal((await groups('strong')).post!.total, 0, 'tags are not words of the post');
    assert.equal((await call('post/unpublish', { id: postId })).statusCode, 200);
    assert.equal((await groups('trompo')).post!.total, 0);
  });

  test("a word with a letter or two wrong or missing still finds the procedure, with 'Quizás quiso decir'", async () => {
    const answer = async (q: string) => {
      const response = await search(q);
      assert.equal(response.statusCode, 200, response.body);
      return response.json().data as { groups: Group[]; suggestion?: string };
    };
    const titles = (data: { groups: Group[] }) => data.groups.find((group) => group.kind === 'procedure')!.items.map((hit) => hit.title);
    const birth = await answer('nacimieto');
    assert.equal(birth.suggestion, 'nacimiento');
    assert.equal(titles(birth)[0], 'Acta de nacimiento');
    // The other words stay as typed; only the unknown one is corrected.
    assert.equal((await answer('Acta de nacimieto')).suggestion, 'acta de nacimiento');
    const licence = await answer('liscencia');
    assert.equal(licence.suggestion, 'licencia');
    assert.ok(titles(licence).some((title) => /licencia/i.test(title)), titles(licence).join(' / '));
    // A synonym the city keeps is a word too: 'basra' → 'basura' → desechos, recolección.
    const rubbish = await answer('basra');
    assert.equal(rubbish.suggestion, 'basura');
    assert.ok(titles(rubbish).includes('Recolección de desechos especiales'), titles(rubbish).join(' / '));
  });

  test('a query that finds something, or nothing close, comes with no suggestion', async () => {
    const found = (await search('nacimiento')).json().data;
    assert.equal(found.suggestion, undefined);
    const nothing = (await search('zzqxw')).json().data;
    assert.equal(nothing.suggestion, undefined);
    assert.ok((nothing.groups as Group[]).every((group) => group.total === 0));
  });

  test("a correction to a word of another customer's content only is not offered", async () => {
    // 'Certificado de estratificación' is Santa Lucía's (customer 2): San Rafael gets no suggestion.
    const theirs = (await ctx().app.inject({ url: '/api/v2/search/?customer_id=2&q=estratificasion' })).json().data;
    assert.equal(theirs.suggestion, 'estratificacion');
    const mine = (await search('estratificasion')).json().data;
    assert.equal(mine.suggestion, undefined);
    assert.ok((mine.groups as Group[]).every((group) => group.total === 0));
  });

  test('a procedure added under a new word is suggested for its typo at once', async () => {
    const departments = (await call('department/list', {})).json().data as { id: number }[];
    const added = await call('procedure/add', { name: 'Registro de murciélagos', description: 'Censo de refugios.', department_id: departments[0]!.id });
    assert.equal(added.statusCode, 201, added.body);
    const data = (await search('murcielagso')).json().data;
    assert.equal(data.suggestion, 'murcielagos');
    assert.equal((data.groups as Group[])[0]!.items[0]!.title, 'Registro de murciélagos');
    assert.equal((await call('procedure/delete', { id: added.json().data.id })).statusCode, 200);
  });

  test('each customer searches only its own content', async () => {
    const other = (await ctx().app.inject({ url: `/api/v2/search/?customer_id=2&q=${encodeURIComponent('acta nacimiento')}` })).json();
    const mine = (await groups('acta nacimiento')).procedure!.items.map((hit) => hit.id);
    const theirs = (other.data.groups as Group[]).find((group) => group.kind === 'procedure')!.items.map((hit) => hit.id);
    assert.ok(theirs.every((id) => !mine.includes(id)));
  });
});

describeEachDatabase('synonym corporate calls', (ctx) => {
  const call = (name: string, payload: object) =>
    ctx().app.inject({ method: 'POST', url: `/api/v2/corporate/${name}/`, headers: admin, payload: { customer_id: '1', ...payload } });

  test('list, add, update and delete; procedures.json and the site search use the list at once', async () => {
    const list = (await call('synonym/list', { pageSize: 100 })).json();
    const terms = list.data.map((item: { term: string }) => item.term);
    for (const term of ['partida', 'basura', 'pagar', 'cédula', 'licencia', 'carro']) assert.ok(terms.includes(term), term);

    const before = (await ctx().app.inject({ url: '/djstatic/sanrafael/procedures.json' })).json();
    const added = await call('synonym/add', { term: ' Tacho ', alternatives: ['desechos', 'desechos', ' recolección '] });
    assert.equal(added.statusCode, 201, added.body);
    const id = added.json().data.id as number;
    const after = (await ctx().app.inject({ url: '/djstatic/sanrafael/procedures.json' })).json();
    assert.notEqual(after.version, before.version);
    assert.deepEqual(after.synonyms.find((entry: { term: string }) => entry.term === 'tacho'), { term: 'tacho', alternatives: ['desechos', 'recolección'] });
    const found = (await ctx().app.inject({ url: '/api/v2/search/?customer_id=1&q=tacho' })).json();
    assert.ok(found.data.groups[0].items.some((hit: Hit) => hit.title === 'Recolección de desechos especiales'));

    assert.equal((await call('synonym/add', { term: 'tacho', alternatives: ['otro'] })).statusCode, 409);
    const updated = await call('synonym/update', { id, alternatives: ['papelera'] });
    assert.equal(updated.statusCode, 200);
    assert.deepEqual(updated.json().data.alternatives, ['papelera']);
    assert.equal((await call('synonym/delete', { id })).statusCode, 200);
    assert.equal((await call('synonym/delete', { id })).statusCode, 404);
  });

  test("an editor and a clerk manage their city's synonyms (the calls name both roles), never another city's", async () => {
    const { app, db } = ctx();
    await addStaff(db, 'editor1@synonyms.example', 'editor', { customerId: '1' });
    await addStaff(db, 'clerk1@synonyms.example', 'clerk', { customerId: '1' });
    const editor = await signedIn(app, 'editor1@synonyms.example');
    const clerk = await signedIn(app, 'clerk1@synonyms.example');
    const added = await corporate(app, 'synonym/add', { customer_id: '1', term: 'bombillo', alternatives: ['alumbrado'] }, editor);
    assert.equal(added.statusCode, 201, added.body);
    const id = added.json().data.id as number;
    assert.equal((await corporate(app, 'synonym/update', { customer_id: '1', id, alternatives: ['alumbrado', 'farola'] }, clerk)).statusCode, 200);
    assert.ok((await corporate(app, 'synonym/list', { customer_id: '1', pageSize: 100 }, editor)).json().data.some((item: { term: string }) => item.term === 'bombillo'));
    const elsewhere = await corporate(app, 'synonym/add', { customer_id: '2', term: 'bombillo', alternatives: ['luz'] }, editor);
    assert.equal(elsewhere.statusCode, 403, elsewhere.body);
    assert.equal((await corporate(app, 'synonym/delete', { customer_id: '2', id }, editor)).statusCode, 403);
    // Editors share the synonyms only: the catalogue stays the clerks'.
    assert.equal((await corporate(app, 'holiday/add', { customer_id: '1', date: '2027-01-06', name: 'Reyes' }, editor)).statusCode, 403);
    assert.equal((await corporate(app, 'synonym/delete', { customer_id: '1', id }, editor)).statusCode, 200);
  });

  test('bad input answers 400 with a Spanish message', async () => {
    for (const payload of [{ term: '', alternatives: ['x'] }, { term: 'dos palabras', alternatives: ['x'] }, { term: 'uno', alternatives: [] }, { term: 'uno' }]) {
      const response = await call('synonym/add', payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.equal(response.json().res, 0);
    }
  });
});

describeEachDatabase('procedure page server check', (ctx) => {
  test('a procedure of the customer answers 200; an unknown id or another customer\'s answers 404', async () => {
    writeRegistry(ctx(), defaultRegistry);
    const app = ctx().app;
    const mine = (await app.inject({ url: '/djstatic/sanrafael/procedures.json' })).json().procedures[0].id as number;
    const theirs = (await app.inject({ url: '/djstatic/santalucia/procedures.json' })).json().procedures[0].id as number;
    assert.equal((await app.inject({ url: `/sanrafael/corporate/procedure/preview/${mine}` })).statusCode, 200);
    for (const url of ['/sanrafael/corporate/procedure/preview/999999', '/sanrafael/corporate/procedure/preview/abc', `/sanrafael/corporate/procedure/preview/${theirs}`]) {
      assert.equal((await app.inject({ url })).statusCode, 404, url);
    }
  });
});
