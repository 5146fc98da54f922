// The remote registry: which mf-manifest.json each remote is loaded from, per customer.
// Operators edit the file (by hand or with `npm run registry`); it is re-read when it changes, so a
// change takes effect on the next page load without a restart or a rebuild of the shell.
import fs from 'node:fs';
import path from 'node:path';

/** What one page gets: remote name → manifest URL. */
export type Registry = Record<string, string>;

/**
 * A customer's override of one remote. `percent` below 100 is a canary: that share of the
 * customer's visitors (kept by a cookie) gets this build, the rest keep the default.
 */
export interface Override {
  url: string;
  percent: number;
}

export interface RegistryFile {
  default: Registry;
  customers: Record<string, Record<string, Override>>;
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

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function cleanMap(value: unknown, where: string): Registry {
  if (!isObject(value)) throw new Error(`${where} debe ser un objeto`);
  const result: Registry = {};
  for (const [name, url] of Object.entries(value)) {
    if (!remoteName.test(name) || !validUrl(url)) throw new Error(`${where}.${name} debe ser una URL http(s) de un mf-manifest.json`);
    result[name] = url;
  }
  return result;
}

// An override is a URL (every visitor) or { url, percent } (a canary).
function cleanOverrides(value: unknown, where: string): Record<string, Override> {
  if (!isObject(value)) throw new Error(`${where} debe ser un objeto`);
  const result: Record<string, Override> = {};
  for (const [name, entry] of Object.entries(value)) {
    if (!remoteName.test(name)) throw new Error(`${where}.${name}: «${name}» no es un nombre de remoto`);
    const url = isObject(entry) ? entry.url : entry;
    const percent = isObject(entry) && entry.percent !== undefined ? entry.percent : 100;
    if (!validUrl(url)) throw new Error(`${where}.${name} debe ser una URL http(s) o { "url": …, "percent": … }`);
    if (typeof percent !== 'number' || !Number.isInteger(percent) || percent < 0 || percent > 100) throw new Error(`${where}.${name}.percent debe ser un número entero de 0 a 100`);
    result[name] = { url, percent };
  }
  return result;
}

/** Parses and validates the registry file's JSON text. */
export function parseRegistry(text: string): RegistryFile {
  const raw = JSON.parse(text) as { default?: unknown; customers?: unknown };
  const customers: RegistryFile['customers'] = {};
  const rawCustomers = raw.customers ?? {};
  if (!isObject(rawCustomers)) throw new Error('customers debe ser un objeto');
  for (const [id, map] of Object.entries(rawCustomers)) customers[id] = cleanOverrides(map, `customers.${id}`);
  return { default: cleanMap(raw.default, 'default'), customers };
}

/** The registry file's text: an override for every visitor stays a plain URL, a canary is { url, percent }. */
export function serializeRegistry(file: RegistryFile): string {
  const customers = Object.fromEntries(
    Object.entries(file.customers).map(([id, overrides]) => [
      id,
      Object.fromEntries(Object.entries(overrides).map(([name, { url, percent }]) => [name, percent === 100 ? url : { url, percent }])),
    ]),
  );
  return `${JSON.stringify({ default: file.default, customers }, null, 2)}\n`;
}

/**
 * Writes the registry file atomically: a temporary file beside it, then a rename, so the server
 * never reads half a file.
 */
export function writeRegistryFile(file: string, registry: RegistryFile): void {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(temporary, serializeRegistry(registry));
  fs.renameSync(temporary, file);
}

/**
 * The registry one visitor of a customer gets: the defaults, with each override the visitor falls
 * under. `bucket` (0–99, from the canary cookie) is in a canary when it is below its percent; a
 * visitor with no bucket yet gets only the overrides meant for everyone.
 */
export function registryFor(file: RegistryFile, customerId: string, bucket: number | null): Registry {
  const registry = { ...file.default };
  for (const [name, { url, percent }] of Object.entries(file.customers[customerId] ?? {})) {
    if (percent === 100 || (bucket !== null && bucket < percent)) registry[name] = url;
  }
  return registry;
}

export class RemoteRegistry {
  readonly file: string;
  #loaded: RegistryFile = { default: {}, customers: {} };
  #version = '';
  #onError: (message: string) => void;
  #originsByCustomer = new Map<string, string[]>();

  constructor(file: string, onError: (message: string) => void = () => {}) {
    this.file = file;
    this.#onError = onError;
    this.#reload();
  }

  // A broken edit keeps the last good registry, so a typo never takes the site down. A file
  // replaced by rename (the registry tool's atomic write) has a new inode even within one mtime tick.
  #reload(): void {
    let version: string;
    try {
      const stat = fs.statSync(this.file);
      version = `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
    } catch {
      if (this.#version !== 'missing') this.#onError(`registry file ${this.file} not found`);
      this.#version = 'missing';
      return;
    }
    if (version === this.#version) return;
    this.#version = version;
    try {
      this.#loaded = parseRegistry(fs.readFileSync(this.file, 'utf8'));
      this.#originsByCustomer.clear();
    } catch (error) {
      this.#onError(`registry file ${this.file} is invalid, keeping the previous one: ${String(error)}`);
    }
  }

  /** Re-reads the file if it changed since the last look. */
  refresh(): void {
    this.#reload();
  }

  /** Which edit of the file is loaded: an answer kept for a moment is kept for one edit only. */
  get version(): string {
    return this.#version;
  }

  /** The registry of one visitor (see registryFor). */
  forVisitor(customerId: string, bucket: number | null): Registry {
    return registryFor(this.#loaded, customerId, bucket);
  }

  /** True when some of the customer's visitors get another build than others (a canary). */
  hasCanary(customerId: string): boolean {
    return Object.values(this.#loaded.customers[customerId] ?? {}).some(({ percent }) => percent < 100);
  }

  /** Distinct origins of every build a customer's visitors may get, for the Content-Security-Policy. */
  origins(customerId: string): string[] {
    const known = this.#originsByCustomer.get(customerId);
    if (known) return known;
    const origins = new Set<string>();
    const urls = [...Object.values(this.#loaded.default), ...Object.values(this.#loaded.customers[customerId] ?? {}).map(({ url }) => url)];
    for (const url of urls) {
      if (url.startsWith('/')) continue;
      origins.add(new URL(url).origin);
    }
    const sorted = [...origins].sort();
    this.#originsByCustomer.set(customerId, sorted);
    return sorted;
  }
}
