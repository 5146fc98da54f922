import { cleanupBody } from './body-cleanup';

test('removes the indentation between block tags', () => {
  expect(cleanupBody('<p>Uno</p>\n   <h3>Dos</h3>\n\t<ul>\n  <li>Tres</li>\n</ul>')).toBe('<p>Uno</p><h3>Dos</h3><ul><li>Tres</li></ul>');
});

test('drops empty paragraphs, including the editor\'s non-breaking-space ones', () => {
  expect(cleanupBody('<p>Texto</p><p>&nbsp;</p><p> </p><p></p><div><span></span></div>')).toBe('<p>Texto</p>');
});

test('an element that only held empty elements is dropped too', () => {
  expect(cleanupBody('<section><div><p> </p></div></section><p>Fin</p>')).toBe('<p>Fin</p>');
});

test('keeps images, line breaks and table cells even though they have no text', () => {
  const html = '<p><img src="/djmedia/a.svg" alt="Plaza"></p><p>a<br>b</p><table><tbody><tr><td></td><td>1</td></tr></tbody></table>';
  expect(cleanupBody(html)).toBe(html);
});

test('keeps the space between two inline words so they do not run together', () => {
  expect(cleanupBody('<p><strong>Hola</strong> <em>vecinos</em></p>')).toBe('<p><strong>Hola</strong> <em>vecinos</em></p>');
});

test('leaves the text inside elements as it was', () => {
  expect(cleanupBody('<p>  Horario:  8:00 a 16:00 </p>')).toBe('<p>  Horario:  8:00 a 16:00 </p>');
});

test('an empty body stays empty', () => {
  expect(cleanupBody('')).toBe('');
  expect(cleanupBody('  \n ')).toBe('');
});
