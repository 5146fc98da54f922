// Files citizens and staff upload (request documents, issued certificates) live under the media
// folder's `private/` area, with random names, and are never served by GET /djmedia/: each feature
// serves its own files through a route that checks who may read them.
import { createHash, randomBytes } from 'node:crypto';
import { realpathSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { FILE_KINDS, type FileKind } from './file-kind.ts';

/** The folder (inside MEDIA_DIR) that GET /djmedia/ refuses. */
export const PRIVATE_AREA = 'private';

export interface StoredFile {
  /** path relative to the media folder, e.g. 'private/certificates/3f…9a.pdf' */
  path: string;
  kind: FileKind;
  mime: string;
  size: number;
  /** hex SHA-256 of the content, so a verifier can compare the file they were given */
  sha256: string;
}

/** Stores `bytes` under private/<area>/ with a random name; the write is atomic (temp file + rename). */
export async function storePrivateFile(mediaDir: string, area: string, bytes: Uint8Array, kind: FileKind): Promise<StoredFile> {
  if (!/^[a-z0-9-]+$/.test(area)) throw new Error(`invalid private area "${area}"`);
  const name = `${randomBytes(16).toString('hex')}.${FILE_KINDS[kind].extension}`;
  const relative = path.posix.join(PRIVATE_AREA, area, name);
  const target = path.join(mediaDir, relative);
  await fs.mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  await fs.writeFile(temporary, bytes);
  await fs.rename(temporary, target);
  return { path: relative, kind, mime: FILE_KINDS[kind].mime, size: bytes.byteLength, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** Where an upload of `area` is streamed before it is checked and placed (same disk: a rename places it). */
export function privateTemporaryDir(mediaDir: string, area: string): string {
  return path.join(mediaDir, PRIVATE_AREA, area, '.incoming');
}

/** Moves a streamed upload (http/uploads.ts) into private/<area>/ under a random name. */
export async function placePrivateFile(mediaDir: string, area: string, file: { temporary: string; size: number; sha256: string; kind: FileKind }): Promise<StoredFile> {
  if (!/^[a-z0-9-]+$/.test(area)) throw new Error(`invalid private area "${area}"`);
  const name = `${randomBytes(16).toString('hex')}.${FILE_KINDS[file.kind].extension}`;
  const relative = path.posix.join(PRIVATE_AREA, area, name);
  const target = path.join(mediaDir, relative);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.rename(file.temporary, target);
  return { path: relative, kind: file.kind, mime: FILE_KINDS[file.kind].mime, size: file.size, sha256: file.sha256 };
}

/** The absolute path of a stored private file, or null when `relative` is not one. */
export function privateFilePath(mediaDir: string, relative: string): string | null {
  const root = path.resolve(mediaDir, PRIVATE_AREA);
  const absolute = path.resolve(mediaDir, relative);
  return absolute.startsWith(root + path.sep) ? absolute : null;
}

/** Deletes a stored private file; a file already gone is not an error. */
export async function deletePrivateFile(mediaDir: string, relative: string): Promise<void> {
  const absolute = privateFilePath(mediaDir, relative);
  if (absolute) await fs.rm(absolute, { force: true });
}

/** True when an absolute path lies in the media folder's private area (GET /djmedia/ answers 404 for it). */
export function inPrivateArea(mediaDir: string, absolute: string): boolean {
  // Compared with the media folder's real path: the file sender answers real paths.
  let base = path.resolve(mediaDir);
  try { base = realpathSync(base); } catch { /* not created yet: nothing in it either */ }
  const root = path.join(base, PRIVATE_AREA);
  const resolved = path.resolve(absolute);
  // Case-insensitive: on a case-insensitive disk 'PRIVATE/x' is the same file.
  return (resolved + path.sep).toLowerCase().startsWith((root + path.sep).toLowerCase());
}
