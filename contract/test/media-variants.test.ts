// The media library's naming rule: the server writes a picture's copies by it and the public
// pages read them by it, so a path either has all its copies or is served as it is.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { libraryPicture, mediaSharePath, mediaSrcSet, mediaVariantOf } from '@portal/contract';

const folder = 'uploads/1/0123456789abcdef0123456789abcdef';

test('only a library original has copies: older uploads, demo pictures and copies themselves do not', () => {
  assert.deepEqual(libraryPicture(`${folder}/original.png`), { folder, extension: 'png' });
  assert.deepEqual(libraryPicture(`/djmedia/${folder}/original.jpg`), { folder, extension: 'jpg' });
  for (const path of ['uploads/1/0123456789abcdef0123456789abcdef.png', 'banners/sanrafael-1.svg', `${folder}/w960.jpg`, `${folder}/original.gif`, `uploads/1/../${'a'.repeat(32)}/original.png`]) {
    assert.equal(libraryPicture(path), null, path);
  }
});

test("a library picture's srcset lists its three widths in its own format; the sharing copy and a copy's parts are named alike", () => {
  assert.deepEqual(mediaSrcSet(`${folder}/original.jpg`, (path) => `/djmedia/${path}`), {
    src: `/djmedia/${folder}/w960.jpg`,
    srcSet: `/djmedia/${folder}/w480.jpg 480w, /djmedia/${folder}/w960.jpg 960w, /djmedia/${folder}/w1600.jpg 1600w`,
  });
  assert.equal(mediaSrcSet('blog/plaza.jpg', (path) => path), null);
  assert.equal(mediaSharePath(`${folder}/original.webp`), `${folder}/share.jpg`);
  assert.deepEqual(mediaVariantOf(`${folder}/w1600.png`), { folder, width: 1600, extension: 'png' });
  assert.equal(mediaVariantOf(`${folder}/w1600.avif`), null);
});
