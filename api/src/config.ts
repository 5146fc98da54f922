// The only module that reads the environment. Everything else receives a frozen Config,
// so tests can build apps with any settings without touching process.env.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute path of the repository root (api/..), used to resolve relative settings. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export type DatabaseSetting =
  | { readonly kind: 'sqlite'; readonly file: string }
  | { readonly kind: 'postgres'; readonly url: string; readonly schema?: string };

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly database: DatabaseSetting;
  readonly customerId: string;
  /** host name (no port) → customer id */
  readonly customerHosts: Readonly<Record<string, string>>;
  readonly remotesFile: string;
  readonly shellDist: string;
  readonly mediaDir: string;
  readonly publicUrl: string | null;
  readonly egovHost: string | null;
  readonly corsOrigins: readonly string[];
  readonly logLevel: string;
  readonly trustProxy: boolean;
  readonly adminTokens: readonly string[];
  /** writes allowed per client IP and minute */
  readonly writeRateLimit: number;
  readonly bodyLimit: number;
}

export class ConfigError extends Error {}

type Env = Readonly<Record<string, string | undefined>>;

function resolveFromRoot(value: string): string {
  return path.isAbsolute(value) ? value : path.resolve(repoRoot, value);
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

function list(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function origin(name: string, raw: string): string {
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
    return url.origin;
  } catch {
    throw new ConfigError(`${name} must hold http(s) origins, got "${raw}"`);
  }
}

function parseDatabase(raw: string | undefined): DatabaseSetting {
  if (raw === undefined || raw === '') {
    return { kind: 'sqlite', file: resolveFromRoot('api/data/portal.db') };
  }
  if (raw.startsWith('postgres://') || raw.startsWith('postgresql://')) return { kind: 'postgres', url: raw };
  if (raw.startsWith('sqlite:')) {
    const file = raw.slice('sqlite:'.length);
    return { kind: 'sqlite', file: file === ':memory:' ? file : resolveFromRoot(file) };
  }
  throw new ConfigError('DATABASE_URL must start with postgres:// or sqlite: (or be unset for the default SQLite file)');
}

function parseCustomerHosts(raw: string | undefined): Record<string, string> {
  const hosts: Record<string, string> = {};
  for (const pair of list(raw)) {
    const [host, id] = pair.split('=').map((part) => part?.trim() ?? '');
    if (!host || !id || !/^[A-Za-z0-9_-]{1,40}$/.test(id)) {
      throw new ConfigError(`CUSTOMER_HOSTS entries look like host=id, got "${pair}"`);
    }
    hosts[host.toLowerCase()] = id;
  }
  return hosts;
}

/** Reads and validates settings from an environment object (process.env by default). */
export function loadConfig(env: Env = process.env): Config {
  const customerId = env.CUSTOMER_ID?.trim() || '1';
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(customerId)) throw new ConfigError('CUSTOMER_ID must be a short id');
  const adminTokens = list(env.ADMIN_TOKENS);
  if (adminTokens.some((token) => token.length < 16)) {
    throw new ConfigError('each ADMIN_TOKENS entry must be at least 16 characters long');
  }
  const logLevel = env.LOG_LEVEL?.trim() || 'info';
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL "${logLevel}" is not a pino level`);
  }
  const config: Config = {
    port: integer(env, 'PORT', 8000, 0, 65535),
    host: env.HOST?.trim() || 'localhost',
    database: parseDatabase(env.DATABASE_URL?.trim()),
    customerId,
    customerHosts: Object.freeze(parseCustomerHosts(env.CUSTOMER_HOSTS)),
    remotesFile: resolveFromRoot(env.REMOTES_FILE?.trim() || 'api/config/remotes.json'),
    shellDist: resolveFromRoot(env.SHELL_DIST?.trim() || 'shell/dist'),
    mediaDir: resolveFromRoot(env.MEDIA_DIR?.trim() || 'api/media'),
    publicUrl: env.PUBLIC_URL?.trim() ? origin('PUBLIC_URL', env.PUBLIC_URL.trim()) : null,
    egovHost: env.EGOV_HOST?.trim() ? origin('EGOV_HOST', env.EGOV_HOST.trim()) : null,
    corsOrigins: Object.freeze(list(env.CORS_ORIGINS).map((item) => origin('CORS_ORIGINS', item))),
    logLevel,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    adminTokens: Object.freeze(adminTokens),
    writeRateLimit: integer(env, 'WRITE_RATE_LIMIT', 30, 1, 1_000_000),
    bodyLimit: integer(env, 'BODY_LIMIT', 64 * 1024, 1024, 10 * 1024 * 1024),
  };
  return Object.freeze(config);
}
