// Brotli and gzip by Accept-Encoding. Bodies that are served many times (shell files, media,
// read-cache answers) are compressed once per version and kept; the hosting page differs per
// response (nonce, CSRF token) and is compressed per response, cheaply.
// Compression runs on libuv's thread pool (async zlib) so a 4 MB catalogue does not stall the
// event loop for the other clients.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Below these sizes compression saves less than it costs: a stored body is compressed once, so
 * even a 600-byte SVG icon is worth it; a per-response body pays CPU on every answer.
 */
export const minStoredCompressBytes = 256;
export const minFreshCompressBytes = 1024;

/** Effort per use: `stored` is paid once per version, `perResponse` on every answer. */
export interface CompressionLevel {
  brotliQuality: number;
  gzipLevel: number;
}
// Measured on a 4.4 MB catalogue: brotli 11 takes 35 s, 9 about 0.5 s, 5 about 40 ms.
const staticLevel: CompressionLevel = { brotliQuality: 9, gzipLevel: 9 };
// Files up to 1 MB (every script of the page) are worth brotli 10: on the shell's build it writes
// 6 % fewer bytes than 9 (163.6 against 173.5 KB) for 1.4 s instead of 1.1 s of CPU, paid once per
// file and server start; 11 saves 2 % more for three times the CPU.
const smallFileLevel: CompressionLevel = { brotliQuality: 10, gzipLevel: 9 };
const smallFileBytes = 1024 * 1024;

/** The effort for a stored file of `bytes`: more for the small files every visit downloads. */
export function storedFileLevel(bytes: number): CompressionLevel {
  return bytes <= smallFileBytes ? smallFileLevel : staticLevel;
}
export const cachedAnswerLevel: CompressionLevel = { brotliQuality: 5, gzipLevel: 6 };
export const perResponseLevel: CompressionLevel = { brotliQuality: 5, gzipLevel: 6 };

// Formats that are already compressed (png, jpeg, webp, woff2, pdf, video…) gain nothing and cost CPU.
const compressibleType = /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json|[\w.+-]*\+(?:json|xml))|image\/svg\+xml)/i;

/** True for content types worth compressing. */
export function isCompressible(contentType: string): boolean {
  return compressibleType.test(contentType);
}

/**
 * The encoding to answer with for an Accept-Encoding header: the acceptable one with the highest
 * q-value, `onTie` (brotli unless the caller has a cheaper gzip at hand) on a tie; null for
 * identity. `*` stands for any coding not listed; q=0 refuses.
 */
export function negotiateEncoding(header: string | string[] | undefined, onTie: Encoding = 'br'): Encoding | null {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return null;
  const weights = new Map<string, number>();
  for (const part of value.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*(.*?)\s*$/i.exec(param);
      // A malformed weight (q=banana) makes the whole element ignored, not accepted at q=1.
      if (match) q = /^[01](?:\.\d{0,3})?$/.test(match[1] ?? '') ? Number(match[1]) : Number.NaN;
    }
    if (!Number.isFinite(q) || q < 0 || q > 1) continue;
    weights.set(name === 'x-gzip' ? 'gzip' : name, q);
  }
  const any = weights.get('*');
  const weightOf = (name: Encoding): number => weights.get(name) ?? any ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br > 0 && (br > gz || (br === gz && onTie === 'br'))) return 'br';
  if (gz > 0) return 'gzip';
  return null;
}

/** Compresses bytes with an encoding at a level, off the event loop. */
export function compress(body: Buffer, encoding: Encoding, level: CompressionLevel): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: level.brotliQuality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    });
  }
  return gzip(body, { level: level.gzipLevel });
}

/** The ETag of an encoded representation: each encoding is its own representation. */
export function encodedEtag(etag: string, encoding: Encoding | null): string {
  if (!encoding) return etag;
  const weak = etag.startsWith('W/');
  const opaque = weak ? etag.slice(2) : etag;
  return `${weak ? 'W/' : ''}${opaque.slice(0, -1)}-${encoding}"`;
}

/** If-None-Match against the selected representation's tag (weak comparison, lists and `*`). */
export function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const strip = (tag: string): string => tag.trim().replace(/^W\//, '');
  const wanted = strip(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || strip(tag) === wanted);
}

/**
 * One body and its compressed forms, each made at most once (concurrent requests share the
 * pending compression) and kept for as long as the owner keeps this object.
 */
export class EncodedBody {
  readonly #source: () => Buffer;
  readonly #level: CompressionLevel;
  readonly #encoded = new Map<Encoding, Promise<Buffer>>();

  /** `source` yields the identity bytes; it is called again only to make a missing encoding. */
  constructor(source: () => Buffer, level: CompressionLevel) {
    this.#source = source;
    this.#level = level;
  }

  /** The body in an encoding, compressed on first use. A failure is not kept, so a later call retries. */
  encoded(encoding: Encoding): Promise<Buffer> {
    const known = this.#encoded.get(encoding);
    if (known) return known;
    const pending = compress(this.#source(), encoding, this.#level);
    this.#encoded.set(encoding, pending);
    pending.catch(() => { if (this.#encoded.get(encoding) === pending) this.#encoded.delete(encoding); });
    return pending;
  }
}

/** Adds Accept-Encoding to Vary, keeping what is there (CORS adds Origin). */
export function varyOnEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const list = (Array.isArray(current) ? current.join(',') : String(current ?? '')).split(',').map((name) => name.trim()).filter(Boolean);
  if (list.some((name) => name === '*' || name.toLowerCase() === 'accept-encoding')) return;
  reply.header('vary', [...list, 'Accept-Encoding'].join(', '));
}

export interface Representation {
  encoding: Encoding | null;
  etag: string;
}

/**
 * Picks the representation for a request and sets Vary and ETag. Only bodies of a compressible
 * type and at least minStoredCompressBytes are compressed; Vary is sent for every compressible type
 * so shared caches never hand a brotli body to a client that did not ask for it.
 */
export function chooseRepresentation(request: FastifyRequest, reply: FastifyReply, contentType: string, size: number, etag: string): Representation {
  let encoding: Encoding | null = null;
  if (isCompressible(contentType)) {
    varyOnEncoding(reply);
    if (size >= minStoredCompressBytes) encoding = negotiateEncoding(request.headers['accept-encoding']);
  }
  const tag = encodedEtag(etag, encoding);
  reply.header('etag', tag);
  return { encoding, etag: tag };
}

/** Sends a stored body (ETag known, compressed forms kept) in the encoding the client accepts, or 304. */
export async function sendStored(request: FastifyRequest, reply: FastifyReply, stored: { body: () => Buffer; size: number; etag: string; encodings: EncodedBody }, contentType: string): Promise<FastifyReply> {
  const { encoding, etag } = chooseRepresentation(request, reply, contentType, stored.size, stored.etag);
  if (notModified(request, etag)) return reply.code(304).send();
  reply.type(contentType);
  if (!encoding) return reply.send(stored.body());
  const body = await stored.encodings.encoded(encoding);
  return reply.header('content-encoding', encoding).send(body);
}

/** Sends a body made for this response only (the hosting page), compressed when accepted and worth it. */
export async function sendFresh(request: FastifyRequest, reply: FastifyReply, body: Buffer, contentType: string): Promise<FastifyReply> {
  reply.type(contentType);
  if (!isCompressible(contentType)) return reply.send(body);
  varyOnEncoding(reply);
  const encoding = body.length >= minFreshCompressBytes ? negotiateEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(body);
  return reply.header('content-encoding', encoding).send(await compress(body, encoding, perResponseLevel));
}
