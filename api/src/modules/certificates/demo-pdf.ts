// A small, valid one-page PDF drawn in code (no asset from elsewhere): the demo certificate's issued
// copy. Text in the standard Helvetica font (WinAnsi), the cross-reference table with real offsets.

/** Escapes a string for a PDF literal and keeps it in Latin-1 (WinAnsiEncoding covers Spanish). */
function pdfText(text: string): string {
  return text.replace(/[\\()]/g, (char) => `\\${char}`);
}

/** A one-page A4 PDF with a title and lines of text. Deterministic: the same lines give the same bytes. */
export function simplePdf(title: string, lines: readonly string[]): Buffer {
  const content = [
    'BT', '/F1 18 Tf', '72 770 Td', `(${pdfText(title)}) Tj`, '/F1 11 Tf', '0 -30 Td',
    ...lines.flatMap((line) => [`(${pdfText(line)}) Tj`, '0 -18 Td']),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
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
