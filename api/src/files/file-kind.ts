// What a file really is, read from its first bytes: an upload is accepted by its content, never by
// the name or the Content-Type the client sent (a renamed script stays a script).

export type FileKind = 'pdf' | 'jpeg' | 'png' | 'webp';

/** The MIME type and file extension each kind is stored and served with. */
export const FILE_KINDS: Readonly<Record<FileKind, { mime: string; extension: string; label: string }>> = {
  pdf: { mime: 'application/pdf', extension: 'pdf', label: 'PDF' },
  jpeg: { mime: 'image/jpeg', extension: 'jpg', label: 'JPEG' },
  png: { mime: 'image/png', extension: 'png', label: 'PNG' },
  webp: { mime: 'image/webp', extension: 'webp', label: 'WebP' },
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

/** The kind of a file from its content, or null when it is none of the kinds the portal accepts. */
export function sniffFileKind(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp'; // RIFF....WEBP
  return null;
}
