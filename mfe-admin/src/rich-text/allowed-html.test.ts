import { POST_HTML_ATTRIBUTES, POST_HTML_TAGS } from '@portal/contract';
import { toAllowedHtml } from './allowed-html';

function tagsAndAttributes(html: string) {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const elements = [...body.querySelectorAll('*')];
  return { tags: elements.map((element) => element.localName), attributes: elements.flatMap((element) => [...element.attributes].map((attribute) => attribute.name)) };
}

test('a paste from Word keeps headings, emphasis, lists and links and loses its styles, classes and Office tags', () => {
  const word = `<!--[if gte mso 9]><xml><o:OfficeDocumentSettings/></xml><![endif]--><style>p.MsoNormal{margin:0}</style>
    <h2 class="MsoTitle" style="mso-line-height:1">Vacunación</h2>
    <p class="MsoNormal" style="color:red"><b><span style="font-size:12pt">Lunes</span></b> en la <i>plaza</i><o:p></o:p></p>
    <ul><li class="MsoListParagraph" onclick="alert(1)">Traer la cédula</li></ul>
    <p><a href="javascript:alert(1)">malo</a> <a href="https://example.org/a" style="x">bueno</a></p>
    <table style="width:100%"><tbody><tr><td width="20" style="border:1px">1</td></tr></tbody></table>`;
  const clean = toAllowedHtml(word, true);
  const { tags, attributes } = tagsAndAttributes(clean);
  expect(tags.every((tag) => (POST_HTML_TAGS as readonly string[]).includes(tag))).toBe(true);
  expect(attributes.every((name) => (POST_HTML_ATTRIBUTES as readonly string[]).includes(name))).toBe(true);
  expect(clean).not.toMatch(/style|class|Mso|o:p|onclick|javascript|<xml/i);
  expect(clean).toContain('<h2>Vacunación</h2>');
  expect(clean).toContain('<b>Lunes</b> en la <i>plaza</i>');
  expect(clean).toContain('<a href="https://example.org/a">bueno</a>');
  expect(clean).toContain('<a>malo</a>');
  expect(clean).toContain('<td width="20">1</td>');
});

test('a paste from Google Docs loses its wrapper and ids; the editor\'s own table widths go, a new-tab link gets rel', () => {
  const docs = '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><p dir="ltr"><span style="font-weight:700">Hola</span></p></b>';
  expect(toAllowedHtml(docs, true)).toBe('<p dir="ltr">Hola</p>');
  const editor = '<table style="min-width: 75px"><colgroup><col style="min-width: 25px"></colgroup><tbody><tr><th colspan="1" rowspan="1"><p>A</p></th></tr></tbody></table><p><a target="_blank" rel="nofollow" href="https://x.org">x</a></p>';
  expect(toAllowedHtml(editor)).toBe('<table><colgroup><col></colgroup><tbody><tr><th colspan="1" rowspan="1"><p>A</p></th></tr></tbody></table><p><a target="_blank" rel="noopener noreferrer" href="https://x.org">x</a></p>');
});

test('a video block the editor writes is kept as written: a figure with the link to the video', () => {
  const video = '<figure class="video-embed"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">La feria</a></figure>';
  expect(toAllowedHtml(video)).toBe(video);
});
