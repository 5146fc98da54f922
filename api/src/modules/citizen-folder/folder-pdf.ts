// The folder as a readable PDF: A4 pages of text in the standard Helvetica font (WinAnsi), drawn in
// code like the demo certificate (certificates/demo-pdf.ts), but over as many pages as it takes.
import type { Folder } from '@portal/contract';

const LINES_PER_PAGE = 44;
const WIDTH = 95;

/** Keeps a string in Latin-1 (WinAnsi covers Spanish) and escapes it for a PDF literal. */
function pdfText(text: string): string {
  return text.normalize('NFC').replace(/[^\x20-\x7e\xa0-\xff]/g, '?').replace(/[\\()]/g, (char) => `\\${char}`);
}

/** Breaks a long line at spaces so it fits the page. */
function wrap(line: string): string[] {
  const out: string[] = [];
  let rest = line;
  while (rest.length > WIDTH) {
    const cut = rest.lastIndexOf(' ', WIDTH);
    const at = cut > 20 ? cut : WIDTH;
    out.push(rest.slice(0, at));
    rest = `    ${rest.slice(at).trimStart()}`;
  }
  out.push(rest);
  return out;
}

export function pagedPdf(title: string, lines: readonly string[]): Buffer {
  const all = lines.flatMap(wrap);
  const pages: string[][] = [];
  for (let start = 0; start < Math.max(all.length, 1); start += LINES_PER_PAGE) pages.push(all.slice(start, start + LINES_PER_PAGE));
  const objects: string[] = ['<< /Type /Catalog /Pages 2 0 R >>', '', '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'];
  const kids: string[] = [];
  pages.forEach((page, index) => {
    const header = index === 0 ? ['/F1 16 Tf', `(${pdfText(title)}) Tj`, '/F1 10 Tf', '0 -26 Td'] : ['/F1 10 Tf'];
    const content = ['BT', '56 790 Td', ...header, ...page.flatMap((line) => [`(${pdfText(line)}) Tj`, '0 -16 Td']), 'ET'].join('\n');
    objects.push(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
    const contentRef = objects.length;
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${contentRef} 0 R >>`);
    kids.push(`${objects.length} 0 R`);
  });
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${kids.length} >>`;
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const day = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/** The folder in words, section by section. */
export function folderLines(folder: Folder, cityName: string, at: Date): string[] {
  const lines = [`${cityName}. Datos de Mi carpeta al ${day(at.toISOString())} (UTC).`, `Correo: ${folder.email ?? '-'}`, `Cedula verificada: ${folder.national_id ?? '-'}`, ''];
  lines.push(`Citas (${folder.appointments.length})`);
  for (const item of folder.appointments) {
    lines.push(`- ${item.code}: ${item.procedure?.name ?? 'Cita'}, ${item.date} ${item.start}-${item.end}, ${item.office.name}. Estado: ${item.status}.`);
  }
  lines.push('', `Solicitudes (${folder.requests.length})`);
  for (const item of folder.requests) {
    lines.push(`- ${item.code}: ${item.procedure.name}. Estado: ${item.state?.name ?? 'recibida'}. Iniciada ${day(item.created)}.`);
    for (const entry of item.history) lines.push(`    ${day(entry.at)} ${entry.event}${entry.detail ? `: ${entry.detail}` : ''}`);
  }
  lines.push('', `Mensajes de contacto (${folder.messages.length})`);
  for (const item of folder.messages) {
    lines.push(`- ${item.reference ?? ''} ${day(item.created)}: ${item.message}`);
    for (const reply of item.replies) lines.push(`    Respuesta ${day(reply.at)}: ${reply.body}`);
  }
  lines.push('', `Correos enviados (${folder.mails.length})`);
  for (const item of folder.mails) lines.push(`- ${day(item.created)} ${item.subject} (${item.status})`);
  lines.push('', `Certificados (${folder.certificates.length})`);
  for (const item of folder.certificates) lines.push(`- ${item.number} (registro ${item.register_id}): ${item.type}, emitido ${item.issued_on}. Validar: ${item.validation_url}`);
  lines.push('', `Boletin de noticias: ${folder.newsletter === 'confirmed' ? 'suscrito' : folder.newsletter === 'pending' ? 'pendiente de confirmar' : 'no suscrito'}`);
  return lines;
}
