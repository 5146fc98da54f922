// Post and page bodies are sanitised before they are stored, with the allow-list the public page
// renders with (@portal/contract, rules/post-html.ts): what an editor saves is what citizens see, and
// a body never holds a script, a style, a form, a frame or an event handler, even for a client that
// skips the public page's own sanitiser. sanitize-html is pure JavaScript (htmlparser2).
import sanitizeHtml from 'sanitize-html';
import { markLoneLinks, POST_BODY_MAX_LENGTH, POST_HTML_ATTRIBUTES, POST_HTML_MAX_DEPTH, POST_HTML_TAGS, POST_HTML_URL_SCHEMES } from '@portal/contract';
import { fieldError } from '../corporate/checks.ts';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...POST_HTML_TAGS],
  allowedAttributes: { '*': [...POST_HTML_ATTRIBUTES] },
  allowedSchemes: [...POST_HTML_URL_SCHEMES],
  allowedSchemesByTag: { img: [...POST_HTML_URL_SCHEMES, 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'poster'],
  allowProtocolRelative: false,
  // Removed elements keep their text, except those whose content is code or another document.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'title'],
  transformTags: {
    // A link the editor opens in a new tab must not hand the new page a handle to ours.
    a: (tagName, attribs) => (attribs.target
      ? { tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } }
      : { tagName, attribs }),
  },
};

/** An editor's HTML with only the allowed elements, attributes and URL schemes left. */
export function sanitisePostHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/**
 * A body as the public page renders it on the server: sanitised, and a paragraph holding only a
 * link marked as a block tap target, as the browser's own rendering marks it.
 */
export function publicBodyHtml(html: string): string {
  return markLoneLinks(sanitisePostHtml(html));
}

/**
 * An editor's body as it is stored: sanitised, and refused (400 naming `body`) when its elements
 * nest deeper than POST_HTML_MAX_DEPTH or the sanitised text is longer than POST_BODY_MAX_LENGTH
 * (closing what the editor left open can make it grow).
 */
export function storedBody(html: string): string {
  let depth = 0;
  let deepest = 0;
  const clean = sanitizeHtml(html, {
    ...OPTIONS,
    onOpenTag: () => { depth += 1; deepest = Math.max(deepest, depth); },
    onCloseTag: () => { depth -= 1; },
  });
  if (deepest > POST_HTML_MAX_DEPTH) {
    throw fieldError('body', `El contenido anida demasiados elementos (${deepest} niveles; el máximo es ${POST_HTML_MAX_DEPTH}). Simplifique el formato.`);
  }
  if (clean.length > POST_BODY_MAX_LENGTH) {
    throw fieldError('body', `El contenido es demasiado largo una vez limpiado (${clean.length} caracteres; el máximo es ${POST_BODY_MAX_LENGTH}).`);
  }
  return clean;
}
