import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as pages from '../src/catalogue.ts';
import { matchPage } from '../src/match.ts';
import { pageNamed, pageParams, positiveId, readPageParams, type PageWithParams } from '../src/page-params.ts';

/** The page an address opens and its checked values, as the portal server reads them. */
function read(name: PageWithParams, href: string) {
  const url = new URL(href, 'http://portal.invalid');
  const match = matchPage([{ path: pages[name].path }], url.pathname);
  assert.ok(match, `${href} does not open ${pages[name].path}`);
  return readPageParams(name, { params: match.params, query: url.searchParams });
}

test('the values of a good address are read by the names the catalogue gives them', () => {
  assert.deepEqual(read('certificateValidation', pages.certificateValidation.href({ number: 'srv-2025-0001', registerId: 'R-1001' })), { number: 'srv-2025-0001', registerId: 'R-1001' });
  assert.deepEqual(read('newsStoryBySlug', pages.newsStoryBySlug.href({ slug: 'una-noticia', id: 7 })), { slug: 'una-noticia', id: '7' });
  assert.deepEqual(read('procedure', '/sanrafael/corporate/procedure/preview/12?utm=x'), { shortname: 'sanrafael', id: '12' });
});

test('an address whose values do not fit its page is refused (the server answers 404)', () => {
  assert.equal(read('newsStory', '/blog-details/0'), null);
  assert.equal(read('newsStory', '/blog-details/12abc'), null);
  assert.equal(read('newsStoryBySlug', '/post/una-noticia'), null);
  assert.equal(read('procedure', '/sanrafael/corporate/procedure/preview/99999999999'), null);
  assert.equal(read('certificateValidation', '/certificate/validation/SRV-2025-0001'), null);
  assert.equal(read('certificateValidation', '/certificate/validation/SRV-2025-0001?register_id=%3Cscript%3E'), null);
});

test('an id is a positive whole number of at most ten digits', () => {
  assert.equal(positiveId('42'), 42);
  assert.equal(positiveId('042'), null);
  assert.equal(positiveId(42), null);
  assert.equal(positiveId(undefined), null);
});

test('every parameter schema belongs to a page whose pattern the catalogue finds again', () => {
  for (const name of Object.keys(pageParams) as PageWithParams[]) assert.equal(pageNamed(pages[name].path), name);
  assert.equal(pageNamed('/Certificate/Validation/:code/'), 'certificateValidation');
  assert.equal(pageNamed('/no-such-page'), undefined);
});
