// Compresses every compressible file of a folder ahead of the first request for it. A large shell
// chunk takes about half a second at brotli 9; done at start-up, in the background, the first
// citizen gets the stored copy instead of waiting. The copies are the ones requests use (the
// folder's per-version EncodedBody), so a request arriving mid-way shares the pending compression.
import fs from 'node:fs/promises';
import path from 'node:path';
import { isCompressible, minStoredCompressBytes, type Encoding } from './compression.ts';
import { contentTypeOf, type FileFolder } from './file-sender.ts';

export interface PrecompressSummary {
  /** files whose brotli and gzip forms are both stored */
  files: number;
  /** files that could not be read or compressed (a request will try again) */
  failed: number;
  /** true when the app closed before the work was finished */
  stopped: boolean;
  ms: number;
}

export interface PrecompressOptions {
  /** relative paths (forward slashes) never served as files, e.g. the hosting page's template */
  skip?: readonly string[];
  /** checked between files, so closing the app ends the work early */
  stopped?: () => boolean;
  onError?: (file: string, error: unknown) => void;
}

/** The real paths of the folder's files worth compressing, in a stable order. */
async function compressibleFiles(folder: FileFolder, skip: readonly string[]): Promise<string[]> {
  let entries;
  try {
    entries = await fs.readdir(folder.root, { recursive: true, withFileTypes: true });
  } catch {
    return []; // no build yet: nothing to prepare
  }
  const files: string[] = [];
  for (const entry of entries) {
    if (entry.isDirectory()) continue;
    const relative = path.relative(folder.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (skip.includes(relative) || !isCompressible(contentTypeOf(relative))) continue;
    // The same check as a request (inside the folder, symlinks followed, a regular file).
    const file = folder.resolve(relative);
    if (!file) continue;
    try {
      if ((await fs.stat(file)).size >= minStoredCompressBytes) files.push(file);
    } catch {
      // removed since the listing
    }
  }
  return [...new Set(files)].sort();
}

/**
 * Stores the brotli form of every compressible file, then the gzip form (brotli first: nearly every
 * browser asks for it). One compression at a time, so the thread pool keeps room for requests.
 * Never rejects.
 */
export async function precompressFolder(folder: FileFolder, options: PrecompressOptions = {}): Promise<PrecompressSummary> {
  const started = performance.now();
  const stopped = options.stopped ?? (() => false);
  const files = await compressibleFiles(folder, options.skip ?? []);
  const failed = new Set<string>();
  let done = 0;
  const summary = (wasStopped: boolean): PrecompressSummary => ({ files: done, failed: failed.size, stopped: wasStopped, ms: performance.now() - started });
  for (const encoding of ['br', 'gzip'] as const satisfies readonly Encoding[]) {
    for (const file of files) {
      if (stopped()) return summary(true);
      if (failed.has(file)) continue;
      try {
        await folder.load(file).encodings.encoded(encoding);
        if (encoding === 'gzip') done += 1;
      } catch (error) {
        failed.add(file);
        options.onError?.(file, error);
      }
    }
  }
  return summary(false);
}
