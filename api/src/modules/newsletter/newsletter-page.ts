// The small pages a newsletter link opens: plain HTML in Spanish, no script, readable on any device.
const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface PageContent {
  title: string;
  paragraphs: string[];
  /** a form that posts back to `action` with one button */
  form?: { action: string; field: string; value: string; button: string };
  siteUrl: string;
}

export function newsletterPage(content: PageContent): string {
  const form = content.form
    ? `<form method="post" action="${escapeHtml(content.form.action)}"><input type="hidden" name="${escapeHtml(content.form.field)}" value="${escapeHtml(content.form.value)}"><button type="submit">${escapeHtml(content.form.button)}</button></form>`
    : '';
  return `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.title)}</title></head>
<body>
<main>
<h1>${escapeHtml(content.title)}</h1>
${content.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n')}
${form}
<p><a href="${escapeHtml(content.siteUrl)}/">Volver al sitio</a></p>
</main>
</body>
</html>
`;
}
