// The open data on both databases: /datos/catalogo.json is a DCAT-AP catalogue in JSON-LD (a
// dcat:Catalog of dcat:Datasets, each with licence, update date and distributions whose addresses
// download), and every file is the requesting host's city only.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from './support/test-app.ts';

type Node = Record<string, unknown>;
const get = (app: FastifyInstance, url: string, host: string) => app.inject({ method: 'GET', url, headers: { host } });

/** Every key of a node is a JSON-LD keyword or a term with a prefix the context defines; nested nodes too. */
function expectKnownTerms(value: unknown, prefixes: Set<string>, where = '$'): void {
  if (Array.isArray(value)) return value.forEach((item, index) => expectKnownTerms(item, prefixes, `${where}[${index}]`));
  if (value === null || typeof value !== 'object') return;
  for (const [key, inner] of Object.entries(value)) {
    if (key === '@context') continue;
    assert.ok(key.startsWith('@') || prefixes.has(key.split(':')[0]!), `${where}: unknown term ${key}`);
    if (key === '@id' || key === '@type') {
      const values = Array.isArray(inner) ? inner : [inner];
      for (const item of values) assert.ok(typeof item === 'string' && (/^https?:\/\//.test(item) || prefixes.has(item.split(':')[0]!)), `${where}.${key}: ${String(item)} is no IRI`);
    }
    expectKnownTerms(inner, prefixes, `${where}.${key}`);
  }
}

const iri = (value: unknown) => (value as { '@id': string })['@id'];
const dateTime = (value: unknown) => {
  const typed = value as { '@type': string; '@value': string };
  assert.equal(typed['@type'], 'xsd:dateTime');
  assert.ok(!Number.isNaN(Date.parse(typed['@value'])), typed['@value']);
  return typed['@value'];
};

describeEachDatabase('open data', (ctx) => {
  test('the DCAT-AP catalogue describes the datasets with licence and update date, and each distribution downloads', async () => {
    const { app } = ctx();
    const answer = await get(app, '/datos/catalogo.json', 'localhost');
    assert.equal(answer.statusCode, 200, answer.body);
    assert.match(String(answer.headers['content-type']), /^application\/ld\+json/);
    const catalogue = answer.json() as Node;
    const context = catalogue['@context'] as Record<string, string>;
    assert.equal(context.dcat, 'http://www.w3.org/ns/dcat#');
    assert.equal(context.dct, 'http://purl.org/dc/terms/');
    expectKnownTerms(catalogue, new Set(Object.keys(context)));
    assert.equal(catalogue['@type'], 'dcat:Catalog');
    assert.equal(iri(catalogue['dct:license']), 'https://creativecommons.org/licenses/by/4.0/');
    dateTime(catalogue['dct:modified']);
    assert.match(JSON.stringify(catalogue['dct:title']), /San Rafael/);
    const datasets = catalogue['dcat:dataset'] as Node[];
    assert.deepEqual(datasets.map((dataset) => dataset['@id']), ['http://localhost/datos/tramites', 'http://localhost/datos/indicadores']);
    for (const dataset of datasets) {
      assert.equal(dataset['@type'], 'dcat:Dataset');
      assert.ok(dataset['dct:title'] && dataset['dct:description'] && dataset['dct:publisher']);
      assert.equal(iri(dataset['dct:license']), 'https://creativecommons.org/licenses/by/4.0/');
      dateTime(dataset['dct:modified']);
      const distributions = dataset['dcat:distribution'] as Node[];
      assert.equal(distributions.length, 2);
      for (const distribution of distributions) {
        assert.equal(distribution['@type'], 'dcat:Distribution');
        assert.equal(iri(distribution['dct:license']), 'https://creativecommons.org/licenses/by/4.0/');
        const url = new URL(iri(distribution['dcat:downloadURL']));
        assert.equal(iri(distribution['dcat:accessURL']), url.href);
        assert.equal(url.origin, 'http://localhost');
        const download = await get(app, url.pathname, 'localhost');
        assert.equal(download.statusCode, 200, `${url.pathname}: ${download.body}`);
        const mediaType = iri(distribution['dcat:mediaType']).split('/media-types/')[1];
        assert.ok(String(download.headers['content-type']).startsWith(mediaType!), `${url.pathname}: ${download.headers['content-type']}`);
        if (mediaType === 'application/json') JSON.parse(download.body);
        else assert.ok(download.body.split('\r\n').length > 2, `${url.pathname} has rows`);
      }
    }
  });

  test("each city's files hold its own rows only: the host chooses the city", async () => {
    const { app, db } = ctx();
    const ids = async (customerId: string) => new Set((await db.selectFrom('procedures').select('id').where('customer_id', '=', customerId).execute()).map((row) => row.id));
    const [first, second] = [await ids('1'), await ids('2')];
    for (const [host, own, other, name] of [['localhost', first, second, 'San Rafael'], ['santalucia.localhost', second, first, 'Santa Lucía']] as const) {
      const procedures = (await get(app, '/datos/tramites.json', host)).json() as { id: number }[];
      assert.deepEqual(new Set(procedures.map((row) => row.id)), own);
      const indicators = (await get(app, '/datos/indicadores.json', host)).json() as { procedures: { id: number }[] };
      assert.ok(indicators.procedures.length > 0 && indicators.procedures.every((row) => own.has(row.id) && !other.has(row.id)));
      const csv = (await get(app, '/datos/tramites.csv', host)).body.trim().split('\r\n');
      assert.equal(csv[0], 'id,nombre,departamento,precio,plazo_dias_habiles,oficinas');
      assert.deepEqual(new Set(csv.slice(1).map((line) => Number(line.split(',')[0]))), own);
      const catalogue = (await get(app, '/datos/catalogo.json', host)).json() as Node;
      assert.match(JSON.stringify(catalogue['dct:title']), new RegExp(name));
      assert.ok(JSON.stringify(catalogue).includes(`http://${host}/datos/`));
    }
    const lines = (await get(app, '/datos/indicadores.csv', 'localhost')).body.trim().split('\r\n');
    assert.equal(lines[0], 'ambito,id,nombre,departamento,plazo_dias_habiles,recibidas,resueltas,mediana_dias_habiles,percentil_90_dias_habiles,proporcion_en_plazo,desde,hasta');
    assert.match(lines[1]!, /^municipio,0,,,,\d+,\d+,/);
    // A count from 1 to 4 is never published: it is empty (null) instead.
    const figures = (await get(app, '/datos/indicadores.json', 'localhost')).json() as { procedures: { received: number | null; decided: number | null }[] };
    assert.ok(figures.procedures.every((row) => [row.received, row.decided].every((count) => count === null || count === 0 || count >= 5)));
    assert.ok(figures.procedures.some((row) => row.received === null), 'the demo city has a procedure with fewer than 5 requests');
  });
}, { CUSTOMER_HOSTS: 'santalucia.localhost=2' });
