// One message body, written once as blocks and rendered twice: plain text and accessible HTML (real
// text, a heading, a definition list for the facts, links that say where they go; the logo is
// decoration next to the city's name, never the only carrier of a word).
import type { City } from './city.ts';
import type { MailLanguage } from './events.ts';

export type Block =
  | { p: string }
  | { facts: ReadonlyArray<readonly [string, string]> }
  | { quote: string; label: string }
  | { link: string; label: string };

export interface MailContent {
  subject: string;
  heading: string;
  blocks: Block[];
}

export interface Attachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  attachments: Attachment[];
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const footerLabels = {
  es: { contact: 'Contacto', automatic: 'Este mensaje se envió automáticamente. Si responde, su respuesta llega a' },
  en: { contact: 'Contact', automatic: 'This message was sent automatically. If you reply, your answer goes to' },
} as const;

function textBlock(block: Block): string {
  if ('p' in block) return block.p;
  // A value of several lines (a list) starts on the line after its label, so every item lines up.
  if ('facts' in block) return block.facts.map(([label, value]) => (value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value}`)).join('\n');
  if ('quote' in block) return `${block.label}:\n${block.quote.split('\n').map((line) => `> ${line}`).join('\n')}`;
  return `${block.label}: ${block.link}`;
}

const paragraphs = (text: string) => escapeHtml(text).replace(/\n/g, '<br>');

function htmlBlock(block: Block): string {
  if ('p' in block) return `<p>${paragraphs(block.p)}</p>`;
  if ('facts' in block) {
    return `<dl style="margin:0 0 16px">${block.facts.map(([label, value]) =>
      `<dt style="font-weight:bold;margin-top:8px">${escapeHtml(label)}</dt><dd style="margin:0">${paragraphs(value)}</dd>`).join('')}</dl>`;
  }
  if ('quote' in block) {
    return `<p style="margin-bottom:4px"><strong>${escapeHtml(block.label)}</strong></p>`
      + `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:4px solid #1f5f99;background:#f3f6f9">${paragraphs(block.quote)}</blockquote>`;
  }
  return `<p><a href="${escapeHtml(block.link)}" style="color:#0b4a85;font-weight:bold">${escapeHtml(block.label)}</a></p>`;
}

/** Renders the content with the city's header and footer. */
export function render(city: City, language: MailLanguage, content: MailContent, attachments: Attachment[] = []): RenderedMail {
  const labels = footerLabels[language];
  const contact = [city.address, city.phone, city.email].filter((part) => part.trim() !== '');
  const text = [
    city.name,
    '',
    content.heading,
    '',
    ...content.blocks.flatMap((block) => [textBlock(block), '']),
    '--',
    city.name,
    ...contact,
    city.siteUrl,
    `${labels.automatic} ${city.replyTo}.`,
    '',
  ].join('\n');
  const logo = city.logoUrl ? `<img src="${escapeHtml(city.logoUrl)}" alt="" width="48" height="48" style="vertical-align:middle;margin-right:12px">` : '';
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#ffffff;color:#1a1a1a;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">
<div role="article" aria-label="${escapeHtml(content.subject)}" style="max-width:600px;margin:0 auto;padding:24px">
<p style="font-size:20px;font-weight:bold;margin:0 0 24px">${logo}${escapeHtml(city.name)}</p>
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>
${content.blocks.map(htmlBlock).join('\n')}
<hr style="border:0;border-top:1px solid #cccccc;margin:24px 0">
<p style="font-size:14px;color:#404040"><strong>${escapeHtml(labels.contact)}: ${escapeHtml(city.name)}</strong><br>${contact.map(escapeHtml).join('<br>')}<br><a href="${escapeHtml(city.siteUrl)}" style="color:#0b4a85">${escapeHtml(city.siteUrl)}</a></p>
<p style="font-size:14px;color:#404040">${escapeHtml(labels.automatic)} ${escapeHtml(city.replyTo)}.</p>
</div>
</body>
</html>
`;
  return { subject: content.subject, text, html, attachments };
}
