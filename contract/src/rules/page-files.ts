// What a city page's attachments may be, and how citizens read their type and size: documents citizens download (an ordinance as PDF, a budget
// as a spreadsheet), checked by their content on the server. Shared by the console (its file
// picker's `accept` and its messages) and the server (its limits).

/** Largest attachment page-file/upload accepts, in bytes. */
export const PAGE_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** How many attachments one page may carry. */
export const PAGE_FILE_MAX_COUNT = 30;

/** The longest label of an attachment ('Ordenanza de tasas 2026'). */
export const PAGE_FILE_LABEL_MAX_LENGTH = 200;

/** The extensions the console's file picker offers (the server still decides by content). */
export const PAGE_FILE_ACCEPT = '.pdf,.docx,.xlsx,.pptx,.odt,.ods,.odp,.csv';

/** A file size the way a citizen reads it: '850 bytes', '12 KB', '3,4 MB' (Spanish decimal comma). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} bytes`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const text = new Intl.NumberFormat('es', { maximumFractionDigits: value < 10 ? 1 : 0 }).format(value);
  return `${text} ${units[unit]}`;
}

const KINDS: Readonly<Record<string, string>> = {
  'application/pdf': 'PDF',
  'text/csv': 'CSV',
  'text/plain': 'Texto',
  'image/svg+xml': 'Imagen SVG',
  'image/png': 'Imagen PNG',
  'image/jpeg': 'Imagen JPEG',
  'application/zip': 'ZIP',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PowerPoint',
  'application/vnd.oasis.opendocument.text': 'ODT',
  'application/vnd.oasis.opendocument.spreadsheet': 'ODS',
  'application/vnd.oasis.opendocument.presentation': 'ODP',
};

/** A short Spanish name for a file's type, from its MIME type. */
export function fileKind(mime: string): string {
  return KINDS[mime] ?? (mime.split('/')[1]?.toUpperCase() || 'Archivo');
}
