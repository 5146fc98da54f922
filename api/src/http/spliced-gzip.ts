// A gzip body for a page that is the same for every visitor but for a few per-response values
// (the CSP nonce, the anti-forgery token). The fixed parts are deflated once, each ending on a
// byte boundary (a sync flush) and referring to nothing before it, so a response is those parts
// with its values between them as stored (uncompressed) blocks, one final empty block and the
// gzip trailer: a copy and a checksum, not a compression (issue 20, cost under load). Any gzip
// reader sees one ordinary deflate stream (RFC 1951 blocks, RFC 1952 member).
import zlib from 'node:zlib';

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
// The last block: empty, marked final.
const FINAL_BLOCK = zlib.deflateRawSync(Buffer.alloc(0));
const MAX_STORED = 0xffff;

/** Deflate blocks that hold `bytes` as they are (stored blocks), none of them final. */
function storedBlocks(bytes: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += MAX_STORED) {
    const chunk = bytes.subarray(start, start + MAX_STORED);
    const header = Buffer.alloc(5);
    header[0] = 0; // BFINAL 0, BTYPE 00 (stored); the rest of the byte is padding
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(header, chunk);
  }
  return blocks;
}

export class SplicedGzip {
  /** The fixed texts between the holes, as bytes and deflated. */
  readonly #fixed: { bytes: Buffer; deflated: Buffer }[];
  /** The placeholder of each hole, in order. */
  readonly #holes: string[];

  /** `text` with its holes marked by `placeholders` (each a literal that occurs nowhere else). */
  constructor(text: string, placeholders: string[]) {
    const pattern = new RegExp(placeholders.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
    const holes: string[] = [];
    const pieces = text.split(pattern);
    for (const match of text.matchAll(pattern)) holes.push(match[0]);
    this.#holes = holes;
    this.#fixed = pieces.map((piece) => {
      const bytes = Buffer.from(piece, 'utf8');
      // Sync flush: the piece ends on a byte boundary, not final; a fresh stream per piece means no
      // back-reference reaches into what the next response puts before it.
      return { bytes, deflated: zlib.deflateRawSync(bytes, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH }) };
    });
  }

  /** The gzip body with each hole filled from `values` (placeholder → value). */
  gzip(values: Record<string, string>): Buffer {
    const parts: Buffer[] = [GZIP_HEADER];
    let crc = 0;
    let size = 0;
    this.#fixed.forEach((piece, index) => {
      parts.push(piece.deflated);
      // (An empty buffer is skipped: seen here, zlib.crc32 answered 0 for one.)
      if (piece.bytes.length > 0) crc = zlib.crc32(piece.bytes, crc);
      size += piece.bytes.length;
      const hole = this.#holes[index];
      if (hole === undefined) return;
      const value = Buffer.from(values[hole] ?? '', 'utf8');
      parts.push(...storedBlocks(value));
      if (value.length > 0) crc = zlib.crc32(value, crc);
      size += value.length;
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(size % 2 ** 32, 4);
    parts.push(FINAL_BLOCK, trailer);
    return Buffer.concat(parts);
  }
}
