// The rich editor's HTML reduced to the contract's allow-list (rules/post-html.ts), the one the
// server's sanitiser and the public page keep: what the editor hands the form is what gets stored,
// so the preview never shows a table width or a pasted Word class the public page would drop.
// Runs in the browser (DOMParser); the server sanitises again whatever a client sends.
import { POST_HTML_ATTRIBUTES, POST_HTML_TAGS, POST_HTML_URL_SCHEMES } from '@portal/contract';

const TAGS = new Set<string>(POST_HTML_TAGS);
const ATTRIBUTES = new Set<string>(POST_HTML_ATTRIBUTES);
const URL_ATTRIBUTES = new Set(['href', 'src', 'cite', 'poster']);
/** Removed with their content: code, styles and other documents (as the server does). */
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'title', 'xml', 'meta', 'link']);

function allowedUrl(value: string, tag: string): boolean {
  const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  if (scheme === undefined) return !value.trim().startsWith('//');
  return (POST_HTML_URL_SCHEMES as readonly string[]).includes(scheme) || (tag === 'img' && scheme === 'data');
}

function clean(node: Element, pasted: boolean): void {
  for (const child of [...node.children]) {
    const tag = child.localName;
    if (DROPPED_WITH_CONTENT.has(tag)) {
      child.remove();
      continue;
    }
    clean(child, pasted);
    // Google Docs wraps a whole paste in <b id="docs-internal-guid-…"> (not bold), and both it and
    // Word put every run in a <span> that only carried the styles dropped here.
    const wrapper = pasted && (tag === 'span' || (tag === 'b' && child.id.startsWith('docs-internal-guid')));
    if (!TAGS.has(tag) || wrapper) {
      // An element outside the list goes, its text stays (Word's <o:p>, Google Docs' <b id=docs-…>).
      child.replaceWith(...child.childNodes);
      continue;
    }
    for (const attribute of [...child.attributes]) {
      const name = attribute.name.toLowerCase();
      // A pasted document's classes (MsoNormal…) mean nothing on the site.
      const keep = ATTRIBUTES.has(name) && !(pasted && name === 'class') && (!URL_ATTRIBUTES.has(name) || allowedUrl(attribute.value, tag));
      if (!keep) child.removeAttribute(attribute.name);
    }
    if (tag === 'a' && child.getAttribute('target')) child.setAttribute('rel', 'noopener noreferrer');
  }
}

/** `html` with only the allow-listed elements, attributes and URL schemes. `pasted`: also drop classes. */
export function toAllowedHtml(html: string, pasted = false): string {
  const document = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  // Comments (Word's conditional ones among them) carry nothing a reader sees.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
  clean(document.body, pasted);
  return document.body.innerHTML;
}
