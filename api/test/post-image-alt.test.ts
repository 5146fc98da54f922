// A post's picture carries its alternative text: required with a picture (400 naming image_alt, in
// Spanish), kept and answered by post/detail, dropped with the picture.
import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { before, test } from 'node:test';
import { addStaff, corporate, signedIn } from './support/staff.ts';
import { describeEachDatabase } from './support/test-app.ts';

describeEachDatabase('post picture alternative text', (ctx) => {
  let editor: Record<string, string>;
  const image = 'uploads/1/alt-test.png';
  before(async () => {
    await addStaff(ctx().db, 'editor@alt.example', 'editor');
    editor = await signedIn(ctx().app, 'editor@alt.example');
    const file = path.join(ctx().config.mediaDir, image);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, Buffer.from([137, 80, 78, 71]));
  });

  test('a picture without alternative text is refused; with it, the text is kept; without a picture it is empty', async () => {
    const { app } = ctx();
    const refused = await corporate(app, 'post/add', { customer_id: '1', title: 'Plaza', image, image_alt: '  ' }, editor);
    assert.equal(refused.statusCode, 400, refused.body);
    assert.equal(refused.json().errors[0].field, 'image_alt');
    assert.match(refused.json().errors[0].message, /texto alternativo/);

    const added = await corporate(app, 'post/add', { customer_id: '1', title: 'Plaza', image, image_alt: ' La plaza ' }, editor);
    assert.equal(added.statusCode, 201, added.body);
    const id = added.json().data.id;
    assert.equal((await corporate(app, 'post/detail', { customer_id: '1', id }, editor)).json().data.image_alt, 'La plaza');

    const cleared = await corporate(app, 'post/update', { customer_id: '1', id, image: '' }, editor);
    assert.equal(cleared.json().data.image_alt, '');
  });
});
