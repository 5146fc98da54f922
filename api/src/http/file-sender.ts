// Serves files from a folder (the shell build, the media folder) without ever leaving it:
// the path is resolved, then its real path (symlinks followed) must still be inside the root.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
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
  body: Buffer;
  etag: string;
}

// Files above this size are read on each request instead of being kept in memory.
const maxCachedBytes = 2 * 1024 * 1024;

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

  /** Reads a resolved file, from memory when unchanged on disk. */
  load(file: string): LoadedFile {
    const stat = fs.statSync(file);
    const known = this.#cache.get(file);
    if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size) return known;
    const body = fs.readFileSync(file);
    const loaded = { mtimeMs: stat.mtimeMs, size: stat.size, body, etag: etagOf(body) };
    if (stat.size <= maxCachedBytes) this.#cache.set(file, loaded);
    return loaded;
  }
}

/** Sends a file with content type, ETag and Cache-Control; answers 304 when the client has it. */
export function sendFile(request: FastifyRequest, reply: FastifyReply, folder: FileFolder, file: string, cacheControl: string): FastifyReply {
  const loaded = folder.load(file);
  reply.header('etag', loaded.etag).header('cache-control', cacheControl).header('last-modified', new Date(loaded.mtimeMs).toUTCString());
  if (request.headers['if-none-match'] === loaded.etag) return reply.code(304).send();
  return reply.type(contentTypeOf(file)).send(loaded.body);
}
