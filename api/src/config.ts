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
  /**
   * Fastify's trustProxy: false, the number of proxies in front (hops, optionally with the
   * addresses the nearest one connects from), or their addresses/CIDRs. Never true: trusting every
   * hop lets a client choose its own address.
   */
  readonly trustProxy: false | number | { hops: number; nearest: readonly string[] } | readonly string[];
  /** host[:port] names the site is reached by; only these are echoed into pages (lower case) */
  readonly publicHosts: readonly string[];
  /** redis:// URL shared by every instance; null keeps rate limits and cache invalidation in-process */
  readonly redisUrl: string | null;
  /** prefix of every Redis key and channel, so several sites (or test runs) can share one Redis */
  readonly redisKeyPrefix: string;
  /** settings that were accepted but deserve a word in the log at start */
  readonly warnings: readonly string[];
  readonly adminTokens: readonly string[];
  /** writes allowed per client IP and minute */
  readonly writeRateLimit: number;
  /** lookups of an appointment by code and e-mail allowed per client and minute (guessing codes) */
  readonly lookupRateLimit: number;
  /** public certificate checks (and PDF downloads) per client and minute: CERT_CHECK_RATE_LIMIT */
  readonly certCheckRateLimit: number;
  readonly bodyLimit: number;
  /** SSR=off: pages are rendered in the browser only, as before issue 20 */
  readonly serverRendering: boolean;
  /** SSR_REMOTE_BUDGET_MS: how long a page's remote may take to load on the server (default 300) */
  readonly ssrRemoteBudgetMs: number;
  /** SSR_CACHE_MS: how long a rendered page is reused for the same customer, path, language and data (default 5000) */
  readonly ssrCacheMs: number;
  /**
   * What a shared cache (a CDN, a proxy) may do with an anonymous rendered page (docs/server-rendering.md,
   * "Shared caches"): keep it PAGE_SHARED_MAX_AGE seconds (s-maxage, default 60; 0 keeps every
   * page private) and answer it PAGE_STALE_SECONDS more while it asks again (default 300).
   */
  readonly pageSharedMaxAge: number;
  readonly pageStaleSeconds: number;
  /** CDN_PURGE_URL: told the tags of the pages a change purged, POST {"tags": [...]} (docs/operations.md); null: no CDN */
  readonly cdnPurgeUrl: string | null;
  /** CDN_PURGE_TOKEN: sent as `Authorization: Bearer …` to CDN_PURGE_URL */
  readonly cdnPurgeToken: string | null;
  /** METRICS_TOKEN: bearer token that opens GET /metrics to a public address (private ones need none) */
  readonly metricsToken: string | null;
  /** card payments: the gateway's adapter and the secret its webhooks are signed with (docs/payments.md) */
  readonly payments: CardPaymentSettings;
  /** e-mail: how the outbox delivers (modules/notifications) */
  readonly mail: MailSettings;
  /** scheduled backups of the database (modules/backups) */
  readonly backups: BackupSettings;
  /** SCHEDULED_PUBLISH_EVERY_MS: how often scheduled news posts due are published, by one instance of all (default 60000) */
  readonly scheduledPublishEveryMs: number;
  /** SHUTDOWN_DRAIN_MS: on SIGTERM, how long /readyz says 503 while the instance still serves, before it closes */
  readonly shutdownDrainMs: number;
  /** OpenID Connect sign-in to the citizen's folder, per customer id ('*': every customer without its own) */
  readonly oidc: Readonly<Record<string, OidcSetting>>;
}

export interface BackupSettings {
  /** BACKUP_DIR: where backups are written (default: a `backups` folder beside the SQLite file, or api/data/backups) */
  readonly dir: string;
  /** BACKUP_EVERY_HOURS: hours between backups, taken by one instance of all; 0 takes none (default 24) */
  readonly everyHours: number;
  /** BACKUP_KEEP: how many of the newest backups are kept; older ones are deleted (default 14) */
  readonly keep: number;
}

/** One identity provider the citizen's folder signs in with (modules/citizen-folder/oidc-sign-in.ts). */
export interface OidcSetting {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** the ID token claim holding the verified cédula */
  readonly nationalIdClaim: string;
}

export interface MailSettings {
  /** SMTP_URL (smtp:// or smtps://, with user and password); null writes .eml files to `dir` instead */
  readonly smtpUrl: string | null;
  /** MAIL_DIR: where .eml files go when there is no SMTP_URL (default api/data/outbox) */
  readonly dir: string;
  /** MAIL_WORKER=off: this instance queues messages but never delivers them */
  readonly worker: boolean;
  /** MAIL_POLL_MS: how often the worker looks for due messages (default 1000) */
  readonly pollMs: number;
  /** MAIL_RETRY_BASE_MS: the first retry's delay, doubled after each failure (default 30000) */
  readonly retryBaseMs: number;
  /** MAIL_MAX_ATTEMPTS: attempts before a message is given up as failed (default 8) */
  readonly maxAttempts: number;
  /** MAIL_TIMEOUT_MS: connection, greeting and socket timeout of one SMTP delivery (default 20000) */
  readonly timeoutMs: number;
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

/** Backups sit beside the SQLite file they copy (a test's or e2e site's folder stays self-contained). */
function defaultBackupDir(database: DatabaseSetting): string {
  return database.kind === 'sqlite' && database.file !== ':memory:' ? path.join(path.dirname(database.file), 'backups') : resolveFromRoot('api/data/backups');
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

// IPv4 or IPv6 addresses with an optional /prefix, or proxy-addr's names (loopback, linklocal, uniquelocal).
const proxyAddress = /^(?:[0-9.]+|[0-9a-f:.]*:[0-9a-f:.]*|loopback|linklocal|uniquelocal)(?:\/\d{1,3})?$/i;

function proxyAddresses(value: string): string[] {
  const addresses = list(value);
  const wrong = addresses.find((item) => !proxyAddress.test(item));
  if (wrong !== undefined || addresses.length === 0) {
    throw new ConfigError(`TRUST_PROXY must be a hop count, a hop count with the nearest proxy's addresses (2@10.0.0.5) or comma-separated proxy addresses (CIDR allowed), got "${wrong ?? value}"`);
  }
  return addresses;
}

function hopCount(value: string): number {
  const hops = Number(value);
  if (hops > 10) throw new ConfigError(`TRUST_PROXY must be a hop count from 0 to 10 or proxy addresses, got "${value}"`);
  return hops;
}

function parseTrustProxy(raw: string | undefined, warnings: string[]): Config['trustProxy'] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  const bareCount = 'a bare hop count trusts any loopback or private peer as the nearest proxy; name it (TRUST_PROXY=N@address) so a machine of the private network cannot choose its own address';
  if (value === 'true') {
    warnings.push(`TRUST_PROXY=true is read as 1 (one proxy in front); set the number of proxies or their addresses instead; ${bareCount}`);
    return 1;
  }
  if (/^\d+$/.test(value)) {
    warnings.push(`TRUST_PROXY=${value}: ${bareCount}`);
    return hopCount(value);
  }
  const counted = /^(\d+)@(.+)$/.exec(value);
  if (counted) {
    const hops = hopCount(counted[1]!);
    if (hops === 0) throw new ConfigError('TRUST_PROXY=0@… trusts no proxy: leave TRUST_PROXY empty instead');
    return { hops, nearest: proxyAddresses(counted[2]!) };
  }
  return proxyAddresses(value);
}

function parsePublicHosts(raw: string | undefined): string[] {
  return list(raw).map((item) => {
    const host = item.toLowerCase();
    if (!/^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/.test(host)) {
      throw new ConfigError(`PUBLIC_HOSTS holds host names with an optional :port (no scheme or path), got "${item}"`);
    }
    return host;
  });
}

function parseSmtpUrl(raw: string | undefined): string | null {
  const value = raw?.trim() ?? '';
  if (value === '') return null;
  if (!/^smtps?:\/\/[^/]+/.test(value)) throw new ConfigError('SMTP_URL must look like smtp://user:password@host:587 or smtps://user:password@host:465');
  return value;
}

function parsePurgeUrl(raw: string | undefined): string | null {
  const value = raw?.trim() ?? '';
  if (value === '') return null;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
  } catch {
    // refused below
  }
  throw new ConfigError(`CDN_PURGE_URL must be an http(s) URL, got "${value}"`);
}

function parseRedisUrl(raw: string | undefined): string | null {
  const value = raw?.trim() ?? '';
  if (value === '') return null;
  if (!/^rediss?:\/\//.test(value)) throw new ConfigError('REDIS_URL must start with redis:// or rediss://');
  return value;
}

/** Reads and validates settings from an environment object (process.env by default). */
export function loadConfig(env: Env = process.env): Config {
  const customerId = env.CUSTOMER_ID?.trim() || '1';
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(customerId)) throw new ConfigError('CUSTOMER_ID must be a short id');
  const adminTokens = list(env.ADMIN_TOKENS);
  if (adminTokens.some((token) => token.length < 16)) {
    throw new ConfigError('each ADMIN_TOKENS entry must be at least 16 characters long');
  }
  const metricsToken = env.METRICS_TOKEN?.trim() || null;
  if (metricsToken !== null && metricsToken.length < 16) throw new ConfigError('METRICS_TOKEN must be at least 16 characters long');
  const logLevel = env.LOG_LEVEL?.trim() || 'info';
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL "${logLevel}" is not a pino level`);
  }
  const warnings: string[] = [];
  const database = parseDatabase(env.DATABASE_URL?.trim());
  const redisKeyPrefix = env.REDIS_KEY_PREFIX?.trim() || 'portal:';
  if (!/^[A-Za-z0-9_.:-]{1,60}$/.test(redisKeyPrefix)) throw new ConfigError('REDIS_KEY_PREFIX must be 1-60 of A-Za-z0-9_.:-');
  const config: Config = {
    port: integer(env, 'PORT', 8000, 0, 65535),
    host: env.HOST?.trim() || 'localhost',
    database,
    customerId,
    customerHosts: Object.freeze(parseCustomerHosts(env.CUSTOMER_HOSTS)),
    remotesFile: resolveFromRoot(env.REMOTES_FILE?.trim() || 'api/config/remotes.json'),
    shellDist: resolveFromRoot(env.SHELL_DIST?.trim() || 'shell/dist'),
    mediaDir: resolveFromRoot(env.MEDIA_DIR?.trim() || 'api/media'),
    publicUrl: env.PUBLIC_URL?.trim() ? origin('PUBLIC_URL', env.PUBLIC_URL.trim()) : null,
    egovHost: env.EGOV_HOST?.trim() ? origin('EGOV_HOST', env.EGOV_HOST.trim()) : null,
    corsOrigins: Object.freeze(list(env.CORS_ORIGINS).map((item) => origin('CORS_ORIGINS', item))),
    logLevel,
    trustProxy: parseTrustProxy(env.TRUST_PROXY, warnings),
    publicHosts: Object.freeze(parsePublicHosts(env.PUBLIC_HOSTS)),
    redisUrl: parseRedisUrl(env.REDIS_URL),
    redisKeyPrefix,
    adminTokens: Object.freeze(adminTokens),
    writeRateLimit: integer(env, 'WRITE_RATE_LIMIT', 30, 1, 1_000_000),
    lookupRateLimit: integer(env, 'LOOKUP_RATE_LIMIT', 20, 1, 1_000_000),
    certCheckRateLimit: integer(env, 'CERT_CHECK_RATE_LIMIT', 20, 1, 1_000_000),
    serverRendering: env.SSR?.trim().toLowerCase() !== 'off',
    ssrRemoteBudgetMs: integer(env, 'SSR_REMOTE_BUDGET_MS', 300, 10, 10_000),
    ssrCacheMs: integer(env, 'SSR_CACHE_MS', 5000, 0, 600_000),
    pageSharedMaxAge: integer(env, 'PAGE_SHARED_MAX_AGE', 60, 0, 86_400),
    pageStaleSeconds: integer(env, 'PAGE_STALE_SECONDS', 300, 0, 86_400),
    cdnPurgeUrl: parsePurgeUrl(env.CDN_PURGE_URL),
    cdnPurgeToken: env.CDN_PURGE_TOKEN?.trim() || null,
    mail: Object.freeze({
      smtpUrl: parseSmtpUrl(env.SMTP_URL),
      dir: resolveFromRoot(env.MAIL_DIR?.trim() || 'api/data/outbox'),
      worker: env.MAIL_WORKER?.trim().toLowerCase() !== 'off',
      pollMs: integer(env, 'MAIL_POLL_MS', 1000, 10, 600_000),
      retryBaseMs: integer(env, 'MAIL_RETRY_BASE_MS', 30_000, 1, 3_600_000),
      maxAttempts: integer(env, 'MAIL_MAX_ATTEMPTS', 8, 1, 100),
      timeoutMs: integer(env, 'MAIL_TIMEOUT_MS', 20_000, 100, 600_000),
    }),
    backups: Object.freeze({
      dir: env.BACKUP_DIR?.trim() ? resolveFromRoot(env.BACKUP_DIR.trim()) : defaultBackupDir(database),
      everyHours: integer(env, 'BACKUP_EVERY_HOURS', 24, 0, 24 * 366),
      keep: integer(env, 'BACKUP_KEEP', 14, 1, 10_000),
    }),
    shutdownDrainMs: integer(env, 'SHUTDOWN_DRAIN_MS', 0, 0, 120_000),
    scheduledPublishEveryMs: integer(env, 'SCHEDULED_PUBLISH_EVERY_MS', 60_000, 1000, 3_600_000),
    metricsToken,
    oidc: Object.freeze(parseOidc(env)),
    bodyLimit: integer(env, 'BODY_LIMIT', 64 * 1024, 1024, 10 * 1024 * 1024),
    payments: Object.freeze(parsePayments(env)),
    warnings: Object.freeze(warnings),
  };
  return Object.freeze(config);
}

export interface CardPaymentSettings {
  /** PAYMENT_PROVIDER: the card gateway's adapter; 'sandbox' (the default) is a page of this server */
  readonly provider: 'sandbox';
  /** PAYMENT_WEBHOOK_SECRET: the key webhooks are signed with (HMAC-SHA256) */
  readonly webhookSecret: string;
}

/** The sandbox needs no secret from anyone (it signs its own webhooks); a real gateway's must be given. */
function parsePayments(env: Env): CardPaymentSettings {
  const provider = env.PAYMENT_PROVIDER?.trim() || 'sandbox';
  if (provider !== 'sandbox') throw new ConfigError(`PAYMENT_PROVIDER "${provider}" has no adapter; the one built in is "sandbox" (docs/payments.md says how to add one)`);
  const webhookSecret = env.PAYMENT_WEBHOOK_SECRET?.trim() || 'sandbox-webhook-secret';
  if (webhookSecret.length < 16) throw new ConfigError('PAYMENT_WEBHOOK_SECRET must be at least 16 characters');
  return { provider, webhookSecret };
}

/**
 * OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET serve every customer; the same names ending in
 * `_<customer id>` (OIDC_ISSUER_2, …) give one customer its own provider. A provider needs all three.
 */
function parseOidc(env: Env): Record<string, OidcSetting> {
  const claim = env.OIDC_NATIONAL_ID_CLAIM?.trim() || 'national_id';
  if (!/^[A-Za-z0-9_.:-]{1,80}$/.test(claim)) throw new ConfigError('OIDC_NATIONAL_ID_CLAIM must be a claim name');
  const suffixes = new Set(['']);
  for (const name of Object.keys(env)) {
    const match = /^OIDC_(?:ISSUER|CLIENT_ID|CLIENT_SECRET)_([A-Za-z0-9_-]{1,40})$/.exec(name);
    if (match && !/^(?:ID|SECRET)(?:_|$)/.test(match[1]!)) suffixes.add(`_${match[1]}`);
  }
  const out: Record<string, OidcSetting> = {};
  for (const suffix of suffixes) {
    const issuer = env[`OIDC_ISSUER${suffix}`]?.trim() ?? '';
    const clientId = env[`OIDC_CLIENT_ID${suffix}`]?.trim() ?? '';
    const clientSecret = env[`OIDC_CLIENT_SECRET${suffix}`]?.trim() ?? '';
    if (!issuer && !clientId && !clientSecret) continue;
    if (!issuer || !clientId || !clientSecret) throw new ConfigError(`OIDC_ISSUER${suffix}, OIDC_CLIENT_ID${suffix} and OIDC_CLIENT_SECRET${suffix} go together`);
    out[suffix === '' ? '*' : suffix.slice(1)] = Object.freeze({ issuer: issuerUrl(`OIDC_ISSUER${suffix}`, issuer), clientId, clientSecret, nationalIdClaim: claim });
  }
  return out;
}

/** An issuer identifier: an http(s) URL, kept exactly as written (the provider's metadata must name the same). */
function issuerUrl(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be the provider's http(s) issuer URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(`${name} must be the provider's http(s) issuer URL, got "${raw}"`);
  return raw;
}
