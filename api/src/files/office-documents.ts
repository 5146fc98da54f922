// Office documents are ZIP archives: a .docx, .xlsx or .pptx is told apart by the parts its central
// directory names ([Content_Types].xml with word/, xl/ or ppt/), an OpenDocument file by its first
// entry, `mimetype`, stored uncompressed with the document's MIME type (as ODF 1.2 requires). A ZIP
// of anything else (or a renamed script) is none of them.

export type OfficeKind = 'docx' | 'xlsx' | 'pptx' | 'odt' | 'ods' | 'odp';

const OPEN_DOCUMENT: Readonly<Record<string, OfficeKind>> = {
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'application/vnd.oasis.opendocument.presentation': 'odp',
};

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
/** The end record is 22 bytes plus a comment of up to 65535. */
const END_SEARCH = 22 + 0xffff;
/** More entries than any real document has: the walk stops there. */
const MAX_ENTRIES = 10_000;

/** The names in a ZIP's central directory, or null when `bytes` is not a whole, readable ZIP. */
function zipEntryNames(bytes: Buffer): string[] | null {
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== LOCAL_HEADER) return null;
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - END_SEARCH); at -= 1) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = Math.min(bytes.readUInt16LE(end + 10), MAX_ENTRIES);
  let at = bytes.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL_HEADER) return null;
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    if (at + 46 + nameLength > bytes.length) return null;
    names.push(bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** The OpenDocument MIME type stored first in the archive, or ''. */
function openDocumentType(bytes: Buffer): string {
  const nameLength = bytes.readUInt16LE(26);
  const extraLength = bytes.readUInt16LE(28);
  const method = bytes.readUInt16LE(8);
  const size = bytes.readUInt32LE(18);
  if (method !== 0 || nameLength !== 8 || bytes.subarray(30, 38).toString('latin1') !== 'mimetype' || size > 100) return '';
  const start = 30 + nameLength + extraLength;
  return bytes.subarray(start, start + size).toString('latin1');
}

/** Which office document `bytes` is, or null. */
export function sniffOfficeDocument(bytes: Uint8Array): OfficeKind | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const names = zipEntryNames(buffer);
  if (!names) return null;
  const open = OPEN_DOCUMENT[openDocumentType(buffer)];
  if (open) return names.includes('content.xml') ? open : null;
  if (!names.includes('[Content_Types].xml')) return null;
  if (names.includes('word/document.xml')) return 'docx';
  if (names.includes('xl/workbook.xml')) return 'xlsx';
  if (names.includes('ppt/presentation.xml')) return 'pptx';
  return null;
}
