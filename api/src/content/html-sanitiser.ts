// Post and page bodies are sanitised before they are stored, with the allow-list the public page
// renders with (@portal/contract, rules/post-html.ts): what an editor saves is what citizens see, and
// a body never holds a script, a style, a form, a frame or an event handler, even for a client that
// skips the public page's own sanitiser. sanitize-html is pure JavaScript (htmlparser2).
import sanitizeHtml from 'sanitize-html';
import { POST_HTML_ATTRIBUTES, POST_HTML_TAGS, POST_HTML_URL_SCHEMES } from '@portal/contract';

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
