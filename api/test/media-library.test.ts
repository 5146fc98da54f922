// The media library: an uploaded picture is stored without its EXIF data, with copies at the
// widths the site shows (AVIF, WebP, the original's format) and a 1200×630 sharing picture; its
// alternative text is required and editable; it is found by name or alternative text; where it is
// used is listed, and it is deleted only when unused. Another customer's pictures are never seen.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, test } from 'node:test';
import sharp from 'sharp';
import { multipart } from './support/multipart.ts';
import { addStaff, corporate, signedIn } from './support/staff.ts';
import { describeEachDatabase, type TestContext } from './support/test-app.ts';

const c = { customer_id: '1' };

/** A 2000×1000 photo whose EXIF names the camera and its owner. */
const photo = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#3a7' } })
  .jpeg()
  .withExif({ IFD0: { Make: 'CamaraSecreta', Copyright: 'Ines Perez, Calle 5' } })
  .toBuffer();

function upload(t: TestContext, headers: Record<string, string>, fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
  const form = multipart(fields, file);
  return t.app.inject({ method: 'POST', url: '/api/v2/corporate/media/upload/', payload: form.payload, headers: { ...headers, ...form.headers } });
}

describeEachDatabase('media library', (ctx) => {
  let editor: Record<string, string>;
  let otherEditor: Record<string, string>;
  before(async () => {
    await addStaff(ctx().db, 'editor@media.example', 'editor');
    await addStaff(ctx().db, 'editor2@media.example', 'editor', { customerId: '2' });
    editor = await signedIn(ctx().app, 'editor@media.example');
    otherEditor = await signedIn(ctx().app, 'editor2@media.example');
  });

  test('an upload keeps the alternative text, drops the EXIF data and writes the sizes the site shows', async () => {
    const t = ctx();
    const answer = await upload(t, editor, { ...c, alt: 'La fuente de la plaza Bolívar', name: 'Fuente' }, { name: 'fuente.jpg', type: 'image/jpeg', bytes: photo });
    assert.equal(answer.statusCode, 201, answer.body);
    const item = answer.json().data;
    assert.match(item.path, /^uploads\/1\/[0-9a-f]{32}\/original\.jpg$/);
    assert.deepEqual([item.alt, item.name, item.width, item.height], ['La fuente de la plaza Bolívar', 'Fuente', 2000, 1000]);

    const original = await t.app.inject({ url: item.url });
    assert.equal(original.statusCode, 200);
    assert.equal(original.headers['content-type'], 'image/jpeg');
    assert.equal((await sharp(original.rawPayload).metadata()).exif, undefined, 'no EXIF block is served');
    assert.ok(!original.rawPayload.includes('CamaraSecreta') && !original.rawPayload.includes('Ines Perez'));

    const folder = item.path.replace(/\/original\.jpg$/, '');
    const expected: [string, string, number, number][] = [
      ['w480.avif', 'heif', 480, 240], ['w480.webp', 'webp', 480, 240], ['w480.jpg', 'jpeg', 480, 240],
      ['w960.webp', 'webp', 960, 480], ['w1600.avif', 'heif', 1600, 800], ['w1600.jpg', 'jpeg', 1600, 800],
      ['share.jpg', 'jpeg', 1200, 630],
    ];
    for (const [name, format, width, height] of expected) {
      const served = await t.app.inject({ url: `/djmedia/${folder}/${name}` });
      assert.equal(served.statusCode, 200, name);
      const metadata = await sharp(served.rawPayload).metadata();
      assert.deepEqual([metadata.format, metadata.width, metadata.height, metadata.exif], [format, width, height, undefined], name);
    }
    const detail = await corporate(t.app, 'media/detail', { ...c, id: item.id }, editor);
    assert.ok(detail.json().data.variants.includes(`${folder}/w960.avif`));
  });

  test("a copy in the original's format is answered in AVIF or WebP to a browser that takes them (Vary: Accept)", async () => {
    const t = ctx();
    const answer = await upload(t, editor, { ...c, alt: 'El río' }, { name: 'rio.jpg', type: 'image/jpeg', bytes: photo });
    const copy = `/djmedia/${answer.json().data.path.replace('original.jpg', 'w960.jpg')}`;
    const served = async (accept: string) => {
      const response = await t.app.inject({ url: copy, headers: { accept } });
      assert.equal(response.statusCode, 200);
      assert.match(String(response.headers.vary), /Accept(,|$)/);
      return response.headers['content-type'];
    };
    assert.equal(await served('image/avif,image/webp,*/*'), 'image/avif');
    assert.equal(await served('image/webp,*/*'), 'image/webp');
    assert.equal(await served('*/*'), 'image/jpeg');
    // The original is what it is.
    assert.equal((await t.app.inject({ url: answer.json().data.url, headers: { accept: 'image/avif' } })).headers['content-type'], 'image/jpeg');
  });

  test('a picture smaller than a width is never enlarged', async () => {
    const t = ctx();
    const small = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#00f8' } }).png().toBuffer();
    const answer = await upload(t, editor, { ...c, alt: 'Un cuadro azul' }, { name: 'cuadro.png', type: 'image/png', bytes: small });
    assert.equal(answer.statusCode, 201, answer.body);
    const { path: stored, name } = answer.json().data;
    assert.equal(name, 'cuadro', 'the name defaults to the file name');
    const copy = await t.app.inject({ url: `/djmedia/${stored.replace('original.png', 'w1600.webp')}` });
    assert.deepEqual([(await sharp(copy.rawPayload).metadata()).width], [300]);
  });

  test('an upload without alternative text, a damaged picture or a form that is not multipart is refused in Spanish, storing nothing', async () => {
    const t = ctx();
    const folder = path.join(t.config.mediaDir, 'uploads', '1');
    const before = fs.existsSync(folder) ? fs.readdirSync(folder).length : 0;
    const noAlt = await upload(t, editor, { ...c, alt: '  ' }, { name: 'fuente.jpg', type: 'image/jpeg', bytes: photo });
    assert.equal(noAlt.statusCode, 400);
    assert.equal(noAlt.json().errors[0].field, 'alt');
    assert.match(noAlt.json().errors[0].message, /texto alternativo/);

    const damaged = Buffer.concat([photo.subarray(0, 200), Buffer.alloc(400, 7)]);
    const broken = await upload(t, editor, { ...c, alt: 'Rota' }, { name: 'rota.jpg', type: 'image/jpeg', bytes: damaged });
    assert.equal(broken.statusCode, 400, broken.body);
    assert.match(broken.json().message, /No se pudo leer la imagen/);

    const json = await corporate(t.app, 'media/upload', { ...c, alt: 'x' }, editor);
    assert.equal(json.statusCode, 415);
    assert.match(json.json().message, /multipart\/form-data/);
    assert.equal(fs.existsSync(folder) ? fs.readdirSync(folder).length : 0, before, 'no folder was left behind');
  });

  test('the library is searched by name and alternative text; the alternative text can be changed', async () => {
    const t = ctx();
    const added = await upload(t, editor, { ...c, alt: 'Mercado municipal de madrugada', name: 'Mercado' }, { name: 'm.jpg', type: 'image/jpeg', bytes: photo });
    const id = added.json().data.id;
    const byAlt = await corporate(t.app, 'media/list', { ...c, q: 'madrugada' }, editor);
    assert.deepEqual(byAlt.json().data.map((item: { id: number }) => item.id), [id]);
    const byName = await corporate(t.app, 'media/list', { ...c, q: 'mercado' }, editor);
    assert.ok(byName.json().data.some((item: { id: number }) => item.id === id));
    assert.equal((await corporate(t.app, 'media/list', { ...c, q: 'inexistente' }, editor)).json().data.length, 0);

    const changed = await corporate(t.app, 'media/update', { ...c, id, alt: ' El mercado al amanecer ' }, editor);
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(changed.json().data.alt, 'El mercado al amanecer');
    const blank = await corporate(t.app, 'media/update', { ...c, id, alt: '' }, editor);
    assert.equal(blank.statusCode, 400);
  });

  test('where a picture is used: a post, a banner and a city page; it is deleted only when none uses it', async () => {
    const t = ctx();
    const added = await upload(t, editor, { ...c, alt: 'La feria del libro' }, { name: 'feria.jpg', type: 'image/jpeg', bytes: photo });
    const { id, path: image, url } = added.json().data;
    const post = await corporate(t.app, 'post/add', { ...c, title: 'Feria del libro', image, image_alt: 'La feria del libro' }, editor);
    assert.equal(post.statusCode, 201, post.body);
    const banner = await corporate(t.app, 'banner/add', { ...c, title: 'Llega la feria', image, image_alt: 'La feria del libro' }, editor);
    assert.equal(banner.statusCode, 201, banner.body);
    // The landing page's banner: what it shows, and its widths for the browser to choose from.
    const site = (await t.app.inject({ url: '/api/config/site/' })).json().data;
    const shown = site.banners.find((item: { id: number }) => item.id === banner.json().data.id);
    const folder = url.replace('/original.jpg', '');
    assert.equal(shown.image_alt, 'La feria del libro');
    assert.equal(shown.image_srcset, `${folder}/w480.jpg 480w, ${folder}/w960.jpg 960w, ${folder}/w1600.jpg 1600w`);
    const page = await corporate(t.app, 'page/add', { ...c, title: 'Cultura', slug: 'cultura-feria', body: `<p>Así fue.</p><img src="${url}" alt="La feria">` }, editor);
    assert.equal(page.statusCode, 201, page.body);

    const detail = await corporate(t.app, 'media/detail', { ...c, id }, editor);
    assert.deepEqual(detail.json().data.usage, [
      { kind: 'post', id: post.json().data.id, title: 'Feria del libro' },
      { kind: 'banner', id: banner.json().data.id, title: 'Llega la feria' },
      { kind: 'page', id: page.json().data.id, title: 'Cultura' },
    ]);
    const refused = await corporate(t.app, 'media/delete', { ...c, id }, editor);
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().message, 'No se puede eliminar la imagen «feria» porque se usa en la noticia «Feria del libro», el banner «Llega la feria», la página «Cultura». Quítela de allí primero.');
    assert.equal((await t.app.inject({ url })).statusCode, 200, 'the picture is still served');

    await corporate(t.app, 'post/delete', { ...c, id: post.json().data.id }, editor);
    await corporate(t.app, 'banner/delete', { ...c, id: banner.json().data.id }, editor);
    await corporate(t.app, 'page/update', { ...c, id: page.json().data.id, body: '<p>Así fue.</p>' }, editor);
    const deleted = await corporate(t.app, 'media/delete', { ...c, id }, editor);
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.equal((await t.app.inject({ url })).statusCode, 404, 'the original is gone');
    assert.equal((await t.app.inject({ url: url.replace('original.jpg', 'w480.webp') })).statusCode, 404, 'and its copies');
  });

  test("another customer's editor finds none of this customer's pictures (404) and changes nothing", async () => {
    const t = ctx();
    const added = await upload(t, editor, { ...c, alt: 'El puerto' }, { name: 'puerto.jpg', type: 'image/jpeg', bytes: photo });
    const { id, url } = added.json().data;
    const two = { customer_id: '2' };
    assert.equal((await corporate(t.app, 'media/detail', { ...two, id }, otherEditor)).statusCode, 404);
    assert.equal((await corporate(t.app, 'media/update', { ...two, id, alt: 'Otro' }, otherEditor)).statusCode, 404);
    assert.equal((await corporate(t.app, 'media/delete', { ...two, id }, otherEditor)).statusCode, 404);
    assert.ok(!(await corporate(t.app, 'media/list', { ...two, q: 'puerto' }, otherEditor)).json().data.some((item: { id: number }) => item.id === id));
    assert.equal((await corporate(t.app, 'media/detail', { ...c, id }, otherEditor)).statusCode, 403);
    assert.equal((await upload(t, otherEditor, { ...c, alt: 'x' }, { name: 'x.jpg', type: 'image/jpeg', bytes: photo })).statusCode, 403);
    assert.equal((await corporate(t.app, 'media/detail', { ...c, id }, editor)).json().data.alt, 'El puerto');
    assert.equal((await t.app.inject({ url })).statusCode, 200);
  });

  test("the public post answers its picture's alternative text, and its sharing tags name the 1200×630 copy with it", async () => {
    const t = ctx();
    const added = await upload(t, editor, { ...c, alt: 'Niños en la biblioteca' }, { name: 'b.jpg', type: 'image/jpeg', bytes: photo });
    const { path: image } = added.json().data;
    const post = await corporate(t.app, 'post/add', { ...c, title: 'Biblioteca abierta', image, image_alt: 'Niños leyendo en la biblioteca' }, editor);
    const id = post.json().data.id;
    assert.equal((await corporate(t.app, 'post/publish', { ...c, id }, editor)).statusCode, 200);
    const detail = await t.app.inject({ method: 'POST', url: '/api/v2/blog/post/detail/', payload: { ...c, id } });
    assert.equal(detail.json().data.image_alt, 'Niños leyendo en la biblioteca');
    const page = await t.app.inject({ url: `/blog-details/${id}`, headers: { host: 'localhost' } });
    assert.equal(page.statusCode, 200);
    assert.ok(page.body.includes(`<meta property="og:image" content="http://localhost/djmedia/${image.replace('original.jpg', 'share.jpg')}">`), 'og:image is the sharing copy');
    assert.ok(page.body.includes('<meta property="og:image:alt" content="Niños leyendo en la biblioteca">'));
    assert.ok(page.body.includes('<meta property="og:image:width" content="1200"><meta property="og:image:height" content="630">'), 'the sharing copy says its size');
    assert.ok(page.body.includes('<meta name="twitter:image:alt" content="Niños leyendo en la biblioteca">'));
  });
});
