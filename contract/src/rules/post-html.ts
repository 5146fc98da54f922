// What HTML a news post or a city page may hold: one allow-list for the server, which sanitises
// every body it stores (api/src/content/html-sanitiser.ts), and for the public page, which
// sanitises again before rendering (mfe-blog/src/lib/sanitize.ts), so the console's preview, the
// stored body and the public page keep the same elements. Scripts, styles, forms, frames and event
// handlers are never in it.

/** Elements a body may use; any other element is removed (its text kept). */
export const POST_HTML_TAGS = [
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'div', 'span', 'section', 'article', 'aside', 'header', 'footer',
  'b', 'strong', 'i', 'em', 'u', 's', 'del', 'ins', 'mark', 'small', 'sub', 'sup', 'abbr', 'cite', 'q', 'blockquote',
  'code', 'pre', 'kbd', 'samp', 'var', 'time', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img', 'picture', 'figure',
  'figcaption', 'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'video', 'audio',
  'source', 'track', 'details', 'summary',
] as const;

/** Attributes any allowed element may carry; any other attribute (on*, style, srcset…) is removed. */
export const POST_HTML_ATTRIBUTES = [
  'class', 'title', 'lang', 'dir', 'href', 'target', 'rel', 'src', 'alt', 'width', 'height', 'loading', 'colspan',
  'rowspan', 'scope', 'headers', 'span', 'start', 'reversed', 'type', 'value', 'datetime', 'cite', 'controls', 'poster',
  'preload', 'muted', 'loop', 'kind', 'srclang', 'label', 'open',
] as const;

/** URL schemes links and media may use (relative URLs are always allowed; images may also be data: URLs). */
export const POST_HTML_URL_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** The longest body the server stores, in characters (as sent, and again once sanitised). */
export const POST_BODY_MAX_LENGTH = 200_000;

/**
 * The deepest nesting of elements a body may have: real articles stay under a dozen levels, while
 * thousands of nested tags make a small body a page of megabytes (every level closed, indented and
 * rendered twice: as HTML and in the page's data).
 */
export const POST_HTML_MAX_DEPTH = 40;

/** The longest alternative text of a post's picture (a sentence or two, as screen readers read it). */
export const POST_IMAGE_ALT_MAX_LENGTH = 300;

/** How many of a post's newest versions post/revisions answers. */
export const POST_REVISIONS_SHOWN = 50;

/** Largest image media/upload accepts (JPEG, PNG or WebP), in bytes. */
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** A file of the public media folder, relative to /djmedia/ ('uploads/1/3f…9a.webp'); '' means none. */
export const MEDIA_PATH_PATTERN = '^(|[A-Za-z0-9_-][A-Za-z0-9_./-]*)$';
