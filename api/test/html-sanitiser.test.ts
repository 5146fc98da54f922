// The server's sanitiser of post and page bodies: scripts, handlers, styles, frames, forms and
// dangerous URLs go; the allow-list's elements stay as written.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sanitisePostHtml } from '../src/content/html-sanitiser.ts';

const PAYLOADS = [
  '<script>window.__xss=1</script>', '<img src=x onerror="alert(1)">', '<IMG SRC="javascript:alert(1);">',
  '<a href="  JaVaScRiPt:alert(1)">clic</a>', '<a href="jav&#x09;ascript:alert(1)">clic</a>', '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', '<svg onload=alert(1)>', '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="javascript:alert(1)"></object>', '<form action="javascript:alert(1)"><input type=submit></form>', '<details open ontoggle=alert(1)>x</details>',
  '<div style="background:url(javascript:alert(1))">x</div>', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', '<base href="javascript:alert(1)//">',
  '<<script>script>alert(1)<</script>/script>', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">', '<style>body{display:none}</style>',
];

test('nothing that can run survives', () => {
  for (const payload of PAYLOADS) {
    const clean = sanitisePostHtml(payload);
    assert.doesNotMatch(clean, /<(script|iframe|object|embed|form|input|meta|base|style|svg)\b/i, payload);
    assert.doesNotMatch(clean, /\son\w+\s*=/i, payload);
    assert.doesNotMatch(clean, /(javascript|vbscript|data:text)/i, payload);
    assert.doesNotMatch(clean, /style=/i, payload);
  }
});

test('the allow-list keeps what an editor writes: headings, lists, tables, links, images, figures', () => {
  const body = '<h2>Obras</h2><p>Texto <strong>importante</strong> y <a href="/procedures">trámites</a>.</p><ul><li>Uno</li></ul>'
    + '<table><thead><tr><th scope="col">Día</th></tr></thead><tbody><tr><td>Lunes</td></tr></tbody></table>'
    + '<figure><img src="/djmedia/uploads/1/a.png" alt="Plaza"><figcaption>La plaza</figcaption></figure>';
  // sanitize-html writes void elements as <img … />, which HTML reads the same.
  assert.equal(sanitisePostHtml(body), body.replace('alt="Plaza">', 'alt="Plaza" />'));
});

test('a link opened in a new tab gets rel=noopener noreferrer', () => {
  assert.equal(sanitisePostHtml('<a href="https://example.org" target="x">s</a>'), '<a href="https://example.org" target="_blank" rel="noopener noreferrer">s</a>');
});

test('what the console\'s rich editor writes is stored exactly as written: the editor and the server keep one allow-list', () => {
  // The HTML the rich editor hands the form (mfe-admin src/rich-text): TipTap's output reduced to
  // the contract's allow-list, with a heading, marks, lists, a link, a quote, a table and a picture.
  const written = [
    '<h2>Vacunación en la plaza</h2><p><strong>Lunes</strong> y <em>martes</em>, <a href="https://salud.example.org/">más información</a>.</p>',
    '<ul><li><p>Traer la cédula</p></li></ul><ol><li><p>Llegar temprano</p></li></ol><blockquote><p>Es gratuita.</p></blockquote>',
    '<table><colgroup><col><col></colgroup><tbody><tr><th colspan="1" rowspan="1"><p>Día</p></th><th colspan="1" rowspan="1"><p>Hora</p></th></tr>',
    '<tr><td colspan="1" rowspan="1"><p>Lunes</p></td><td colspan="1" rowspan="1"><p>8:00</p></td></tr></tbody></table>',
    '<img src="/djmedia/uploads/1/plaza.png" alt="La plaza con la carpa"><p><a target="_blank" rel="noopener noreferrer" href="https://x.example/">x</a></p>',
    // A video (contract rules/video-embeds.ts): a link to its page, never a player.
    '<figure class="video-embed"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">La feria en la plaza</a></figure>',
  ].join('');
  // The same elements and attributes; the server writes void elements as `<col />`, the same DOM.
  assert.equal(sanitisePostHtml(written).replaceAll(' />', '>'), written);
});

test('a pasted player never reaches a body: the iframe goes, the link to the video stays', () => {
  const pasted = '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe><figure class="video-embed"><a href="https://vimeo.com/76979871">Pleno</a></figure>';
  assert.equal(sanitisePostHtml(pasted), '<figure class="video-embed"><a href="https://vimeo.com/76979871">Pleno</a></figure>');
});
