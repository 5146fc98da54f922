// Serves files from a folder (the shell build, the media folder) without ever leaving it:
// the path is resolved, then its real path (symlinks followed) must still be inside the root.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EncodedBody, sendStored, storedFileLevel } from './compression.ts';
import { etagOf } from './read-cache.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.pdf': 'application/pdf',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
  '.mp4': 'video/mp4',
};

/** Content type from a file name's extension. */
export function contentTypeOf(file: string): string {
  return contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

interface LoadedFile {
  mtimeMs: number;
  size: number;
  /** the identity bytes: from memory for small files, read again for large ones */
  body: () => Buffer;
  etag: string;
  /** brotli and gzip forms, made once per file version */
  encodings: EncodedBody;
}

// Files above this size are not kept in memory as they are (only their compressed forms, which
// for text are a fraction of it); their identity bytes are read on each request.
const maxCachedBytes = 2 * 1024 * 1024;

// A separate scope, so a large file's bytes are not captured by load()'s closures and freed.
function keep(bytes: Buffer): () => Buffer {
  return () => bytes;
}

export class FileFolder {
  readonly root: string;
  #realRoot: string | null = null;
  #cache = new Map<string, LoadedFile>();

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  #inside(root: string, target: string): boolean {
    return target === root || target.startsWith(root + path.sep);
  }

  /** The absolute path of a regular file inside the folder, or null (missing, outside, not a file). */
  resolve(relative: string): string | null {
    if (relative.includes('\0') || relative.includes('\\')) return null;
    const target = path.resolve(this.root, relative.replace(/^\/+/, ''));
    if (!this.#inside(this.root, target)) return null;
    try {
      this.#realRoot ??= fs.realpathSync(this.root);
      const real = fs.realpathSync(target);
      if (!this.#inside(this.#realRoot, real)) return null;
      return fs.statSync(real).isFile() ? real : null;
    } catch {
      return null;
    }
  }

  /** A resolved file's version (size, mtime, ETag) and bodies, kept while unchanged on disk. */
  load(file: string): LoadedFile {
    const stat = fs.statSync(file);
    const known = this.#cache.get(file);
    if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size) return known;
    const bytes = fs.readFileSync(file);
    const body = stat.size <= maxCachedBytes ? keep(bytes) : () => fs.readFileSync(file);
    const loaded: LoadedFile = {
      mtimeMs: stat.mtimeMs,
      size: bytes.length,
      body,
      etag: etagOf(bytes),
      encodings: new EncodedBody(body, storedFileLevel(stat.size)),
    };
    this.#cache.set(file, loaded);
    return loaded;
  }
}

/** Sends a file with content type, ETag and Cache-Control, compressed when the client accepts it; 304 when the client has it. */
export function sendFile(request: FastifyRequest, reply: FastifyReply, folder: FileFolder, file: string, cacheControl: string): Promise<FastifyReply> {
  const loaded = folder.load(file);
  reply.header('cache-control', cacheControl).header('last-modified', new Date(loaded.mtimeMs).toUTCString());
  return sendStored(request, reply, loaded, contentTypeOf(file));
}
