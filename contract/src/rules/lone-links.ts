// A link alone in its paragraph ('<p><a href="…">Formulario de inscripción</a></p>') is not part of a
// sentence, so WCAG 2.5.8's inline exception does not cover it: on a phone it must be a 44 px tap
// target, while a link inside a sentence keeps the height of its line. The public rendering marks
// such paragraphs with LONE_LINK_CLASS (styled as a block target by mfe-blog's SafeHtml), on the
// server for the first paint and in the browser after its own sanitiser; both see bodies already
// sanitised to the allow-list, written as `<p>` without attributes.

/** The class of a paragraph whose only content is one link. */
export const LONE_LINK_CLASS = 'lone-link';

// <p>, blank space, one <a …>…</a> holding no other link, blank space, </p>.
const LONE_LINK_PARAGRAPH = /<p>(\s*<a\s[^>]*>(?:(?!<\/?a[\s>])[\s\S])*<\/a>\s*)<\/p>/g;

/** The body with each paragraph that holds nothing but one link marked with LONE_LINK_CLASS. */
export function markLoneLinks(html: string): string {
  return html.replace(LONE_LINK_PARAGRAPH, `<p class="${LONE_LINK_CLASS}">$1</p>`);
}
