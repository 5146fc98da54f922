// Writes the per-response values into the shell's index.html (docs/contract.md, "Hosting page").
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { BootData } from '@portal/contract';
import { startScriptsAfterPaint } from './scripts-after-paint.ts';

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

/**
 * Where a page assembled for reuse (ssr/finished-pages.ts, a server render) gets each response's
 * anti-forgery token and CSP nonce. Random per process, so no content an editor writes (a post
 * with '__CSRF_TOKEN__' in a link) can contain them: only these marks are ever replaced, never
 * the template's own placeholder inside content.
 */
export const CSRF_MARK = `__csrf_${randomBytes(12).toString('hex')}__`;
export const NONCE_MARK = `__nonce_${randomBytes(12).toString('hex')}__`;

/** The placeholder the shell's index.html writes where the nonce goes (its own tags only). */
const TEMPLATE_NONCE = '__CSP_NONCE__';

/** A fresh nonce for one response's CSP. */
export function newNonce(): string {
  // base64url: no '=', '+' or '/', so it is safe even in an unquoted attribute of minified HTML.
  return randomBytes(16).toString('base64url');
}

// The shell's mount point with its 'Loading...' placeholder, as written or minified.
const rootElement = /<div\s+id=(["']?)root\1\s*>[\s\S]*?<\/div>/i;

// The image a server-rendered page asks the browser to fetch first (the home page's first banner,
// the news list's first picture): React writes it as fetchpriority="high".
const urgentImage = /<img\b(?=[^>]*\bfetchpriority="high")[^>]*\bsrc="([^"]+)"/i;

/**
 * A server-rendered page's largest first-screen picture is announced at the top of <head>, so the
 * browser asks for it before it has parsed the styles and the boot data ahead of it in the page.
 * (The shell's scripts no longer compete with it: they start after the first paint, see
 * scripts-after-paint.ts.)
 */
function announceUrgentImage(page: string, html: string): string {
  const image = urgentImage.exec(html)?.[1];
  if (!image) return page;
  return page.replace(/<head>/i, (head) => `${head}<link rel="preload" as="image" href="${image}" fetchpriority="high">`);
}

/** What the server rendered of the page (issue 20): #root's HTML, styles for <head>, the page's language. */
export interface ServerHtml {
  html: string;
  styles: string;
  language: string;
}

/**
 * index.html with the boot data block and the nonce written in, and the server's HTML when there
 * is some. The template's nonce placeholder is replaced in the template alone, before any content
 * (boot data, rendered HTML) goes in, so a placeholder written in a post stays as written.
 */
export function renderHostingPage(template: string, boot: BootData, nonce: string, rendered?: ServerHtml): string {
  const block = `<script id="portal-boot" type="application/json">${scriptSafeJson(boot)}</script>`;
  // A server-rendered page starts its scripts after painting: the template's own tags are moved,
  // before the boot block and the render (tens of KB) are written in.
  const frame = (rendered ? startScriptsAfterPaint(template) : template).replaceAll(TEMPLATE_NONCE, nonce);
  let page = bootMeta.test(frame)
    ? frame.replace(bootMeta, () => block)
    : frame.replace(/<\/head>/i, () => `${block}</head>`);
  if (rendered) {
    // styled-components' tags get the response's nonce, which the CSP's style-src allows.
    const styles = rendered.styles.replace(/<style(?=[\s>])/g, () => `<style nonce="${nonce}"`);
    page = announceUrgentImage(page, rendered.html)
      // The render may be reused for other visitors: it holds CSRF_MARK where this response's token goes.
      .replace(rootElement, () => `<div id="root" data-ssr="1">${rendered.html.replaceAll(CSRF_MARK, boot.csrfToken)}</div>`)
      .replace(/<\/head>/i, () => `${styles}</head>`)
      .replace(/<html([^>]*)\blang=(["']?)[a-z-]+\2/i, (_all, before: string) => `<html${before}lang="${rendered.language === 'en' ? 'en' : 'es'}"`);
  }
  return page;
}

// Shown when the shell was never built, instead of a bare error.
const notBuiltTemplate = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Portal Ciudadano</title>
<meta name="portal-boot" content=""></head>
<body><main><h1>El portal aún no está disponible</h1>
<p>La interfaz no se ha construido todavía. Ejecute <code>npm run build</code> o <code>npm start</code>.</p></main></body></html>
`;

/** Reads index.html from the shell build, re-reading it only when it changed on disk. */
export class HostingTemplate {
  readonly file: string;
  #mtimeMs = -1;
  #text: string | null = null;

  constructor(file: string) {
    this.file = file;
  }

  /** The template, or the fallback page when the shell is not built. */
  read(): { text: string; built: boolean } {
    try {
      const { mtimeMs } = fs.statSync(this.file);
      if (mtimeMs !== this.#mtimeMs || this.#text === null) {
        // The shell's build writes the preload hints for its boot chunks into the template itself.
        this.#text = fs.readFileSync(this.file, 'utf8');
        this.#mtimeMs = mtimeMs;
      }
      return { text: this.#text, built: true };
    } catch {
      return { text: notBuiltTemplate, built: false };
    }
  }
}
