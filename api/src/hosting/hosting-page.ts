// Writes the per-response values into the shell's index.html (docs/contract.md, "Hosting page").
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Registry } from './registry.ts';

export interface BootData {
  customerId: string;
  apiHost: string;
  csrfToken: string;
  registry: Registry;
}

// Matches the placeholder as written (`<meta name="portal-boot" content="">`) and as a minifier
// leaves it (`<meta name=portal-boot content>`).
const bootMeta = /<meta\s+name=(["']?)portal-boot\1(?=[\s/>])[^>]*>/i;

/** JSON safe inside a <script> element: nothing in it can close the element or start a comment. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A fresh nonce for one response's CSP. */
export function newNonce(): string {
  // base64url: no '=', '+' or '/', so it is safe even in an unquoted attribute of minified HTML.
  return randomBytes(16).toString('base64url');
}

/** index.html with the boot data block and the nonce written in. */
export function renderHostingPage(template: string, boot: BootData, nonce: string): string {
  const block = `<script id="portal-boot" type="application/json">${scriptSafeJson(boot)}</script>`;
  const withBoot = bootMeta.test(template)
    ? template.replace(bootMeta, () => block)
    : template.replace(/<\/head>/i, () => `${block}</head>`);
  return withBoot.replaceAll('__CSP_NONCE__', nonce);
}

// Shown when the shell was never built, instead of a bare error.
const notBuiltTemplate = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Portal Ciudadano</title>
<meta name="portal-boot" content=""></head>
<body><main><h1>El portal aún no está disponible</h1>
<p>La interfaz no se ha construido todavía. Ejecute <code>npm run build</code> o <code>npm start</code>.</p></main></body></html>
`;

interface FederationStats {
  shared?: { assets?: { js?: { sync?: string[] } } }[];
}

/**
 * Preload hints for the shell's shared singletons (React, the router, …). Without them the browser
 * learns of these chunks only after the shell's entry has run, one round trip later. The shell's
 * mf-stats.json lists each singleton's chunks; when webpack emits one chunk under two names, the
 * first is the one it loads.
 */
export function sharedPreloadTags(statsText: string): string {
  let stats: FederationStats;
  try {
    stats = JSON.parse(statsText) as FederationStats;
  } catch {
    return '';
  }
  const files = new Set<string>();
  for (const shared of stats.shared ?? []) {
    const first = shared.assets?.js?.sync?.[0];
    if (first && /^[\w.-]+\.js$/.test(first)) files.add(first);
  }
  return [...files].map((file) => `<link rel="preload" as="script" href="/${file}">`).join('');
}

/** Reads index.html from the shell build, re-reading it only when it changed on disk. */
export class HostingTemplate {
  readonly file: string;
  #mtimeMs = -1;
  #text: string | null = null;

  constructor(file: string) {
    this.file = file;
  }

  /** The template (with the shared chunks' preload hints), or the fallback page when the shell is not built. */
  read(): { text: string; built: boolean } {
    try {
      const { mtimeMs } = fs.statSync(this.file);
      if (mtimeMs !== this.#mtimeMs || this.#text === null) {
        this.#text = withPreloads(fs.readFileSync(this.file, 'utf8'), path.join(path.dirname(this.file), 'mf-stats.json'));
        this.#mtimeMs = mtimeMs;
      }
      return { text: this.#text, built: true };
    } catch {
      return { text: notBuiltTemplate, built: false };
    }
  }
}

function withPreloads(template: string, statsFile: string): string {
  let tags = '';
  try {
    tags = sharedPreloadTags(fs.readFileSync(statsFile, 'utf8'));
  } catch {
    // A shell built without the federation stats simply gets no hints.
  }
  return tags ? template.replace(/<\/head>/i, () => `${tags}</head>`) : template;
}
