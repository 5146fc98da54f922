// The shell's own pages (today the landing page), from the route table its build publishes in
// shell/dist/mf-manifest.json, re-read when the shell is rebuilt.
import fs from 'node:fs';
import { routeTableOfManifest, type RouteEntry } from '@portal/pages/route-table';

// A shell built before route tables existed still has its landing page.
const LANDING: RouteEntry[] = [{ path: '/', module: './LandingPage', title: { es: 'Inicio' } }];

export class ShellRoutes {
  readonly file: string;
  #mtimeMs = -1;
  #routes: RouteEntry[] = LANDING;
  #onError: (message: string) => void;

  constructor(file: string, onError: (message: string) => void) {
    this.file = file;
    this.#onError = onError;
  }

  /** The shell's pages, from its build's manifest. */
  read(): RouteEntry[] {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(this.file).mtimeMs;
    } catch {
      return LANDING;
    }
    if (mtimeMs === this.#mtimeMs) return this.#routes;
    this.#mtimeMs = mtimeMs;
    try {
      const table = routeTableOfManifest(JSON.parse(fs.readFileSync(this.file, 'utf8')));
      if (table.errors.length > 0) this.#onError(`shell route table ${this.file}: ${table.errors.join('; ')}`);
      this.#routes = table.routes.length > 0 ? table.routes : LANDING;
    } catch (error) {
      this.#onError(`shell manifest ${this.file} is unreadable: ${String(error)}`);
      this.#routes = LANDING;
    }
    return this.#routes;
  }
}
