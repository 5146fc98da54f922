import DOMPurify from 'dompurify';
import { cleanupBody } from '@portal/shared';

// Post and page bodies are HTML from the CMS: tidied first (spec section 4), then sanitised, so a
// hostile or careless body can never run code here. DOMPurify already removes scripts, event
// handler attributes and javascript:/vbscript:/data: URLs on links; on top of that:
const CONFIG = {
  // Forms and frames could phish or embed another site; style elements and attributes would
  // restyle the page (and the CSP refuses inline style anyway, with a console error each time).
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame', 'frameset', 'object', 'embed', 'base', 'meta', 'link'],
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'action'],
  ALLOW_DATA_ATTR: false,
  // Kept only so the hook below can make it safe (rel=noopener).
  ADD_ATTR: ['target'],
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

/** A CMS body made safe to put into the page with dangerouslySetInnerHTML. */
export function safeBodyHtml(html: string | null | undefined): string {
  if (!html) return '';
  addLinkHook();
  return DOMPurify.sanitize(cleanupBody(html), CONFIG);
}
