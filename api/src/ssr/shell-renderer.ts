// Loads the shell's server renderer (issue 20): the shell's Node federation container, built
// beside its browser build (shell/dist/server/remoteEntry.js), exposes './ssr'. The shell ships
// with this server, so it is read from disk; it is loaded again when a new build replaces it.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ServerRenderInput, ServerRenderOutput } from '@portal/contract';

const require = createRequire(import.meta.url);

export interface ShellSsr {
  renderPage(input: ServerRenderInput): Promise<ServerRenderOutput>;
  /** Loads remote page modules ('blog/BlogListPage') ahead of the first request that needs them. */
  warmRemotes(input: { serverEntries: Record<string, string>; modules: string[] }): Promise<void>;
}

interface Container {
  init(shareScope: Record<string, unknown>): Promise<void> | void;
  get(module: string): Promise<() => ShellSsr>;
}

export class ShellRenderer {
  readonly file: string;
  #mtimeMs = -1;
  #loading: Promise<ShellSsr | null> | null = null;

  constructor(shellDist: string) {
    this.file = path.join(shellDist, 'server', 'remoteEntry.js');
  }

  /** Which build of the shell renders (its server entry's time): pages rendered by another are not reused. */
  get version(): number {
    return this.#mtimeMs;
  }

  /** The renderer, or null when the shell has no server build (the page is then rendered in the browser only). */
  get(): Promise<ShellSsr | null> {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(this.file).mtimeMs;
    } catch {
      return Promise.resolve(null);
    }
    if (mtimeMs !== this.#mtimeMs || !this.#loading) {
      this.#mtimeMs = mtimeMs;
      this.#loading = this.#load();
    }
    return this.#loading;
  }

  async #load(): Promise<ShellSsr | null> {
    // A rebuilt shell: forget the old build's files so require reads the new ones.
    const folder = path.dirname(this.file);
    for (const key of Object.keys(require.cache)) if (key.startsWith(folder + path.sep)) delete require.cache[key];
    const exported = require(this.file) as { shell?: Container };
    const container = exported.shell;
    if (!container) throw new Error(`${this.file} no exporta el contenedor «shell»`);
    await container.init({});
    const factory = await container.get('./ssr');
    return factory();
  }
}
