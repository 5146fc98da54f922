import { safeBodyHtml } from './sanitize';

// Classic payloads (OWASP XSS filter evasion cheat sheet, PortSwigger's list, DOMPurify's own
// mutation-XSS cases). Each must come out with nothing that can run.
const PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<SCRIPT SRC=//evil.example/xss.js></SCRIPT>',
  '<img src=x onerror="window.__xss=1">',
  '<IMG SRC="javascript:alert(1);">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<a href="javascript:alert(1)">clic</a>',
  '<a href="  JaVaScRiPt:alert(1)">clic</a>',
  '<a href="jav&#x09;ascript:alert(1)">clic</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">clic</a>',
  '<a href="vbscript:msgbox(1)">clic</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">clic</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">X</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<button formaction="javascript:alert(1)">X</button>',
  '<details open ontoggle=alert(1)>x</details>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<input autofocus onfocus=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel=import href="//evil.example/x.html">',
  '<p onmouseover="alert(1)">pasa</p>',
  '<a href="#" onclick="alert(1)">x</a>',
  '<<script>script>alert(1)<</script>/script>',
  '<img src="x" ONERROR=alert(1)>',
  '<p>texto</p><script>alert(1)</script><p>más</p>',
];

// An inert <template>: looking at a raw payload must not run it (jsdom fires e.g. ontoggle).
function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc', 'background', 'poster'];

function dangers(html: string): string[] {
  const found: string[] = [];
  const holder = parse(html);
  for (const el of Array.from(holder.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed', 'form', 'base', 'meta', 'link', 'style', 'frame'].includes(tag)) found.push(`<${tag}>`);
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      if (name === 'style') found.push(`${tag}[style]`);
      const value = attr.value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
      if (URL_ATTRIBUTES.includes(name) && /^(javascript|vbscript|data:text)/.test(value)) found.push(`${tag}[${name}=${attr.value}]`);
    }
  }
  return found;
}

test.each(PAYLOADS)('nothing that can run survives: %s', (payload) => {
  const clean = safeBodyHtml(payload);
  expect(dangers(clean)).toEqual([]);
});

test('the payload check itself sees the danger in the raw payloads', () => {
  // Guards the test: if `dangers` found nothing even unsanitised, the list above would prove nothing.
  const flagged = PAYLOADS.filter((p) => dangers(p).length > 0);
  expect(flagged.length).toBeGreaterThanOrEqual(PAYLOADS.length - 6);
});

test('a payload does not run when the sanitised body is put into the page', () => {
  const win = window as unknown as { __xss?: number };
  delete win.__xss;
  const holder = document.createElement('div');
  document.body.appendChild(holder);
  holder.innerHTML = PAYLOADS.map((p) => safeBodyHtml(p)).join('');
  for (const el of Array.from(holder.querySelectorAll('*'))) el.dispatchEvent(new Event('error'));
  expect(win.__xss).toBeUndefined();
  holder.remove();
});

test('ordinary article markup is kept', () => {
  const body = '<h3>Detalles</h3><p>Texto con <strong>negrita</strong> y <a href="https://example.org/info">un enlace</a>.</p><ul><li>Uno</li></ul><img src="/djmedia/a.svg" alt="Plaza">';
  expect(safeBodyHtml(body)).toBe(body);
});

test('the body is tidied before it is sanitised: no whitespace between tags, no empty paragraphs', () => {
  expect(safeBodyHtml('<p>Uno</p>\n  <p>&nbsp;</p>\n<p>Dos</p>')).toBe('<p>Uno</p><p>Dos</p>');
});

test('a link that opens a new tab cannot reach back to the portal', () => {
  const clean = parse(safeBodyHtml('<a href="https://example.org" target="_blank">fuera</a>'));
  expect(clean.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
});

test('an empty or missing body gives an empty string', () => {
  expect(safeBodyHtml('')).toBe('');
  expect(safeBodyHtml(undefined)).toBe('');
});

test('only the contract\'s allow-list survives: what the server stores is what this page shows', () => {
  const clean = safeBodyHtml('<h2 class="lead">Plaza</h2><table><tr><td colspan="2">a</td></tr></table><marquee>x</marquee><svg><circle r="1"></circle></svg><img src="/djmedia/a.png" alt="Plaza">');
  expect(clean).toContain('<h2 class="lead">Plaza</h2>');
  expect(clean).toContain('<td colspan="2">a</td>');
  expect(clean).toContain('<img src="/djmedia/a.png" alt="Plaza">');
  expect(clean).not.toMatch(/marquee|svg|circle/);
});

test('a paragraph holding only a link is marked as a block tap target; a link inside a sentence is not', () => {
  const html = safeBodyHtml('<p><a href="https://salud.example.org/">Formulario de inscripción</a></p><p>Vea <a href="/tramites">los trámites</a> hoy.</p><p> <a href="/a">uno</a> <a href="/b">dos</a> </p>');
  const template = document.createElement('template');
  template.innerHTML = html;
  const [lone, sentence, pair] = Array.from(template.content.querySelectorAll('p'));
  expect(lone!.className).toBe('lone-link');
  expect(sentence!.className).toBe('');
  expect(pair!.className).toBe('');
});
