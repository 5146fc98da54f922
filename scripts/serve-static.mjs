#!/usr/bin/env node
// Serves one remote's build from its own port, as an independent deployment would (a CDN or a
// static host). Usage: node scripts/serve-static.mjs <dist folder> <port>
// Manifests and entries are fetched cross-origin by the shell, hence CORS; they are never cached
// so a redeploy shows up on the next page load, while content-hashed chunks are cached for a year.
import { createServer } from 'node:http';
import { readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import path from 'node:path';

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Content-Security-Policy': "default-src 'none'; object-src 'none'; frame-ancestors 'none'; base-uri 'none'",
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

const COMPRESSIBLE = new Set(['.js', '.json', '.html', '.svg', '.css', '.txt', '.map']);
// Builds never change under a running server except by redeploy, which changes mtime.
const compressed = new Map();

/** The file's bytes in the best encoding the client accepts, compressed once and kept. */
function encodedBody(file, stat, acceptEncoding = '') {
  const raw = () => readFileSync(file);
  if (!COMPRESSIBLE.has(path.extname(file)) || stat.size < 512) return { body: raw(), encoding: null };
  const encoding = /\bbr\b/.test(acceptEncoding) ? 'br' : /\bgzip\b/.test(acceptEncoding) ? 'gzip' : null;
  if (!encoding) return { body: raw(), encoding: null };
  const key = `${file}:${stat.mtimeMs}:${encoding}`;
  if (!compressed.has(key)) {
    const bytes = raw();
    compressed.set(
      key,
      encoding === 'br'
        ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: bytes.length <= 1024 * 1024 ? 10 : 9, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
        : gzipSync(bytes, { level: 9 }),
    );
  }
  return { body: compressed.get(key), encoding };
}

/** Starts a static server for `root` on `port`; resolves with the http.Server. */
export function serveStatic(root, port, host = '127.0.0.1') {
  const base = path.resolve(root);
  const server = createServer((req, res) => {
    for (const [k, v] of Object.entries(SECURITY_HEADERS)) res.setHeader(k, v);
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS') {
      res.writeHead(405).end();
      return;
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    const file = path.join(base, pathname);
    if (!file.startsWith(base + path.sep)) {
      res.writeHead(404).end();
      return;
    }
    let stat;
    try {
      stat = statSync(file);
    } catch {
      stat = null;
    }
    if (!stat || !stat.isFile()) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('No encontrado');
      return;
    }
    const hashed = /\.[0-9a-f]{8}\.js$/.test(file) || file.includes(`${path.sep}assets${path.sep}`);
    const { body, encoding } = encodedBody(file, stat, req.headers['accept-encoding']);
    // Each encoding is its own representation, so it gets its own validator.
    const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`;
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304).end();
      return;
    }
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [root, port] = process.argv.slice(2);
  if (!root || !port) {
    console.error('Uso: node scripts/serve-static.mjs <carpeta> <puerto>');
    process.exit(2);
  }
  await serveStatic(root, Number(port), process.env.HOST ?? '127.0.0.1');
  console.log(`${root} en http://localhost:${port}/`);
}
