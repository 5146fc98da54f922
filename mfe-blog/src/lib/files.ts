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

const KINDS: Record<string, string> = {
  'application/pdf': 'PDF',
  'text/csv': 'CSV',
  'text/plain': 'Texto',
  'image/svg+xml': 'Imagen SVG',
  'image/png': 'Imagen PNG',
  'image/jpeg': 'Imagen JPEG',
  'application/zip': 'ZIP',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel',
};

/** A short Spanish name for a file's type, from its MIME type. */
export function fileKind(mime: string): string {
  return KINDS[mime] ?? (mime.split('/')[1]?.toUpperCase() || 'Archivo');
}
