// The remote registry: which mf-manifest.json each remote is loaded from, per customer.
// Operators edit the file; it is re-read when its mtime changes, so a change takes effect on
// the next page load without a restart or a rebuild of the shell.
import fs from 'node:fs';

export type Registry = Record<string, string>;

interface RegistryFile {
  default: Registry;
  customers: Record<string, Registry>;
}

const remoteName = /^[a-z][a-z0-9_-]{0,40}$/;

function validUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' || value.startsWith('/');
  } catch {
    return false;
  }
}

function cleanMap(value: unknown, where: string): Registry {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`${where} must be an object`);
  const result: Registry = {};
  for (const [name, url] of Object.entries(value)) {
    if (!remoteName.test(name) || !validUrl(url)) throw new Error(`${where}.${name} must be an http(s) URL`);
    result[name] = url;
  }
  return result;
}

/** Parses and validates the registry file's JSON text. */
export function parseRegistry(text: string): RegistryFile {
  const raw = JSON.parse(text) as { default?: unknown; customers?: unknown };
  const customers: Record<string, Registry> = {};
  const rawCustomers = raw.customers ?? {};
  if (typeof rawCustomers !== 'object' || rawCustomers === null) throw new Error('customers must be an object');
  for (const [id, map] of Object.entries(rawCustomers)) customers[id] = cleanMap(map, `customers.${id}`);
  return { default: cleanMap(raw.default, 'default'), customers };
}

export class RemoteRegistry {
  readonly file: string;
  #loaded: RegistryFile = { default: {}, customers: {} };
  #mtimeMs = -1;
  #onError: (message: string) => void;
  #originsByCustomer = new Map<string, string[]>();

  constructor(file: string, onError: (message: string) => void = () => {}) {
    this.file = file;
    this.#onError = onError;
    this.#reload();
  }

  // A broken edit keeps the last good registry, so a typo never takes the site down.
  #reload(): void {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(this.file).mtimeMs;
    } catch {
      if (this.#mtimeMs !== -2) this.#onError(`registry file ${this.file} not found`);
      this.#mtimeMs = -2;
      return;
    }
    if (mtimeMs === this.#mtimeMs) return;
    this.#mtimeMs = mtimeMs;
    try {
      this.#loaded = parseRegistry(fs.readFileSync(this.file, 'utf8'));
      this.#originsByCustomer.clear();
    } catch (error) {
      this.#onError(`registry file ${this.file} is invalid, keeping the previous one: ${String(error)}`);
    }
  }

  /** The merged registry of one customer; refresh re-checks the file's mtime first. */
  forCustomer(customerId: string, refresh = false): Registry {
    if (refresh) this.#reload();
    return { ...this.#loaded.default, ...(this.#loaded.customers[customerId] ?? {}) };
  }

  /** Distinct origins of a customer's remotes, for the Content-Security-Policy. */
  origins(customerId: string): string[] {
    const known = this.#originsByCustomer.get(customerId);
    if (known) return known;
    const origins = new Set<string>();
    for (const url of Object.values(this.forCustomer(customerId))) {
      if (url.startsWith('/')) continue;
      origins.add(new URL(url).origin);
    }
    const sorted = [...origins].sort();
    this.#originsByCustomer.set(customerId, sorted);
    return sorted;
  }
}
