import DOMPurify from 'dompurify';
import { markLoneLinks, POST_HTML_ATTRIBUTES, POST_HTML_TAGS } from '@portal/contract';
import { cleanupBody } from './body-cleanup';

// Post and page bodies are HTML from the CMS: tidied first (spec section 4), then sanitised, so a
// hostile or careless body can never run code here. Only the elements and attributes of the
// contract's allow-list survive, the same list the server sanitises with before storing a body
// (so what the staff console previews is what this page shows). DOMPurify also removes
// javascript:/vbscript:/data: URLs on links; on top of that:
const CONFIG = {
  ALLOWED_TAGS: [...POST_HTML_TAGS],
  ALLOWED_ATTR: [...POST_HTML_ATTRIBUTES],
  // Forms and frames could phish or embed another site; style elements and attributes would
  // restyle the page (and the CSP refuses inline style anyway, with a console error each time).
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame', 'frameset', 'object', 'embed', 'base', 'meta', 'link'],
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'action'],
  ALLOW_DATA_ATTR: false,
};

let hooked = false;
function addLinkHook(): void {
  if (hooked) return;
  hooked = true;
  // A link the editor opens in a new tab must not hand the new page a handle to this one.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/**
 * A CMS body made safe to put into the page with dangerouslySetInnerHTML; a paragraph holding only
 * a link is marked as a block tap target (contract rules/lone-links.ts).
 */
export function safeBodyHtml(html: string | null | undefined): string {
  if (!html) return '';
  addLinkHook();
  return markLoneLinks(DOMPurify.sanitize(cleanupBody(html), CONFIG));
}
