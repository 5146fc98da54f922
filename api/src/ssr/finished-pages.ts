// Whole hosting pages around a reused render (issue 20, cost under load): the template, the boot
// block with the page's data and the rendered HTML put together once, with placeholders where each
// response writes its own nonce and anti-forgery token. A request for a page rendered a moment ago
// then costs two string replacements instead of serialising the page's data again, and a gzip
// answer costs a copy instead of a compression (http/spliced-gzip.ts).
import { createHash } from 'node:crypto';
import type { BootData } from '@portal/contract';
import { CSRF_MARK, NONCE_MARK, renderHostingPage } from '../hosting/hosting-page.ts';
import { SplicedGzip } from '../http/spliced-gzip.ts';
import { etagOf } from '../http/read-cache.ts';
import type { RenderedPage } from './page-renderer.ts';

// Random per process (hosting-page.ts): content never contains them, so only these places change.
const TOKEN = CSRF_MARK;
const NONCE = NONCE_MARK;
const ENTRIES = 200;

/** The one copy of a page every visitor may get (no token, the render's own nonce), and its ETag. */
export interface SharedCopy {
  text: string;
  etag: string;
  /** gzipped once, on first request */
  gzip(): Buffer;
}

/** One finished page, for any response: as text, or gzipped with its fixed parts deflated once. */
export class FinishedPage {
  readonly #text: string;
  #spliced: SplicedGzip | null = null;
  #shared: SharedCopy | null = null;

  constructor(text: string) {
    this.#text = text;
  }

  text(nonce: string, csrfToken: string): string {
    return this.#text.replaceAll(NONCE, nonce).replaceAll(TOKEN, csrfToken);
  }

  /** Deflating the fixed parts (a few ms) is paid by the page's first gzip answer only. */
  gzip(nonce: string, csrfToken: string): Buffer {
    this.#spliced ??= new SplicedGzip(this.#text, [NONCE, TOKEN]);
    return this.#spliced.gzip({ [NONCE]: nonce, [TOKEN]: csrfToken });
  }

  /** The copy a shared cache may hold: the same bytes and ETag for every visitor of this render. */
  shared(nonce: string): SharedCopy {
    if (this.#shared) return this.#shared;
    const text = this.text(nonce, '');
    let gzipped: Buffer | null = null;
    this.#shared = { text, etag: etagOf(text), gzip: () => (gzipped ??= this.gzip(nonce, '')) };
    return this.#shared;
  }
}

export class FinishedPages {
  #pages = new Map<string, FinishedPage>();

  /** The page for this response: `render` reused when the same render meets the same boot data. */
  page(renderKey: string, template: string, boot: BootData, language: string, render: RenderedPage): FinishedPage {
    const { csrfToken: _token, ...rest } = boot;
    // The boot block differs per visitor (registry, canary bucket, the pages it knows) but not per response, but for its token.
    // renderedAt: a new render of the same page (the clock's texts move on) is a new page.
    // The whole template: its head tags differ per page and per setting (robots), not only in length.
    const key = `${renderKey}|${render.renderedAt}|${createHash('sha1').update(template + JSON.stringify({ ...rest, ssr: undefined })).digest('base64url')}`;
    let page = this.#pages.get(key);
    if (page === undefined) {
      page = new FinishedPage(renderHostingPage(template, { ...boot, csrfToken: TOKEN }, NONCE, { html: render.html, styles: render.styles, language }));
      if (this.#pages.size >= ENTRIES) this.#pages.delete(this.#pages.keys().next().value!);
      this.#pages.set(key, page);
    }
    return page;
  }
}
