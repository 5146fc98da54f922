// What a file really is, read from its content: an upload is accepted by its content, never by
// the name or the Content-Type the client sent (a renamed script stays a script).
import { sniffOfficeDocument } from './office-documents.ts';

export type FileKind = 'pdf' | 'jpeg' | 'png' | 'webp' | 'docx' | 'xlsx' | 'pptx' | 'odt' | 'ods' | 'odp' | 'csv';

/** The MIME type and file extension each kind is stored and served with. */
export const FILE_KINDS: Readonly<Record<FileKind, { mime: string; extension: string; label: string }>> = {
  pdf: { mime: 'application/pdf', extension: 'pdf', label: 'PDF' },
  jpeg: { mime: 'image/jpeg', extension: 'jpg', label: 'JPEG' },
  png: { mime: 'image/png', extension: 'png', label: 'PNG' },
  webp: { mime: 'image/webp', extension: 'webp', label: 'WebP' },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx', label: 'Word' },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx', label: 'Excel' },
  pptx: { mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', extension: 'pptx', label: 'PowerPoint' },
  odt: { mime: 'application/vnd.oasis.opendocument.text', extension: 'odt', label: 'ODT' },
  ods: { mime: 'application/vnd.oasis.opendocument.spreadsheet', extension: 'ods', label: 'ODS' },
  odp: { mime: 'application/vnd.oasis.opendocument.presentation', extension: 'odp', label: 'ODP' },
  csv: { mime: 'text/csv', extension: 'csv', label: 'CSV' },
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

/**
 * A table as text: UTF-8 with no control characters but tabs and line ends, not markup, and a
 * first line that separates columns with a comma, semicolon or tab.
 */
function isCsv(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text) || /^\s*</.test(text.replace(/^\uFEFF/, ''))) return false;
  return /[,;\t]/.test(text.split(/\r?\n/, 1)[0] ?? '');
}

/** The kind of a file from its content, or null when it is none of the kinds the portal accepts. */
export function sniffFileKind(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp'; // RIFF....WEBP
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return sniffOfficeDocument(bytes); // PK: a ZIP
  return bytes.length > 0 && isCsv(bytes) ? 'csv' : null;
}
