// Post and page bodies come from the CMS editor, which leaves indentation between tags and empty
// paragraphs ('<p>&nbsp;</p>') that push the text apart. Spec section 4: remove the whitespace
// between tags and drop empty elements. This only tidies; making the HTML safe is the sanitiser's job.

/** Elements that carry content without any text. They, and anything holding one, are never "empty". */
const CONTENT_WITHOUT_TEXT = new Set([
  'IMG', 'PICTURE', 'VIDEO', 'AUDIO', 'IFRAME', 'SVG', 'CANVAS', 'OBJECT', 'EMBED', 'SOURCE', 'TRACK',
  'BR', 'HR', 'INPUT', 'TD', 'TH', 'COL', 'COLGROUP', 'WBR', 'AREA', 'MATH',
]);

/** Phrasing elements: a space between two of these is a word gap and must stay. */
const INLINE = new Set([
  'A', 'ABBR', 'B', 'BDI', 'BDO', 'CITE', 'CODE', 'DATA', 'DFN', 'EM', 'I', 'IMG', 'KBD', 'MARK', 'Q', 'S',
  'SAMP', 'SMALL', 'SPAN', 'STRONG', 'SUB', 'SUP', 'TIME', 'U', 'VAR', 'DEL', 'INS',
]);

function isInline(node: Node | null): boolean {
  if (!node) return false;
  if (node.nodeType === Node.TEXT_NODE) return (node.textContent ?? '').trim() !== '';
  return node.nodeType === Node.ELEMENT_NODE && INLINE.has((node as Element).tagName.toUpperCase());
}

function hasContent(el: Element): boolean {
  if (CONTENT_WITHOUT_TEXT.has(el.tagName.toUpperCase())) return true;
  if ((el.textContent ?? '').trim() !== '') return true;
  return Array.from(el.querySelectorAll('*')).some((child) => CONTENT_WITHOUT_TEXT.has(child.tagName.toUpperCase()));
}

function tidy(parent: Node): void {
  // Children first, so a <div> that only held an empty <p> becomes empty itself.
  for (const child of Array.from(parent.childNodes)) {
    if (child.nodeType === Node.ELEMENT_NODE) {
      tidy(child);
      if (!hasContent(child as Element)) child.remove();
    } else if (child.nodeType === Node.COMMENT_NODE) {
      child.remove();
    }
  }
  for (const child of Array.from(parent.childNodes)) {
    if (child.nodeType !== Node.TEXT_NODE || (child.textContent ?? '').trim() !== '') continue;
    // Whitespace between two words of running text is a gap the reader needs; elsewhere it is layout noise.
    if (isInline(child.previousSibling) && isInline(child.nextSibling)) child.textContent = ' ';
    else child.remove();
  }
}

/**
 * Tidies CMS HTML: whitespace-only text between tags goes (a single space stays between inline
 * elements, so words do not run together), comments go, and elements with neither text nor media
 * are dropped. Parsing uses an inert <template>: nothing in the markup loads or runs here.
 */
export function cleanupBody(html: string): string {
  if (!html) return '';
  const template = document.createElement('template');
  template.innerHTML = html;
  tidy(template.content);
  return template.innerHTML;
}
