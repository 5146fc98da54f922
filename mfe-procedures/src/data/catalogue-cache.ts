import type { ProceduresDocument } from '@portal/contract';
// The catalogue kept in localStorage per customer with its version (spec section 7: "version is
// stored locally per customer"). A returning visitor sees it at once, even on a poor connection,
// and it is replaced when the server's version differs.

const KEY_PREFIX = 'portal:procedures:';

export interface CachedCatalogue {
  version: string;
  data: ProceduresDocument;
  /** When it was stored (ms since epoch), to tell the visitor how old a copy is. */
  savedAt: number;
}

/** The storage key of one customer's catalogue. */
export function cacheKey(shortname: string): string {
  return `${KEY_PREFIX}${shortname}`;
}

function isCatalogue(value: unknown): value is CachedCatalogue {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Partial<CachedCatalogue>;
  return (
    typeof entry.version === 'string' &&
    typeof entry.savedAt === 'number' &&
    !!entry.data &&
    Array.isArray(entry.data.procedures) &&
    Array.isArray(entry.data.departments)
  );
}

/** The stored catalogue of a customer, or null when none is stored or it cannot be read. */
export function readCachedCatalogue(shortname: string, storage: Storage = localStorage): CachedCatalogue | null {
  try {
    const raw = storage.getItem(cacheKey(shortname));
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    if (isCatalogue(parsed)) return parsed;
    // A damaged or older-format entry would fail on every visit: drop it.
    storage.removeItem(cacheKey(shortname));
    return null;
  } catch {
    return null;
  }
}

/**
 * Stores a customer's catalogue with its version. Returns false when storage refuses it (private
 * mode, quota): the page keeps working from memory, it just is not remembered.
 */
export function writeCachedCatalogue(shortname: string, data: ProceduresDocument, storage: Storage = localStorage, now = Date.now()): boolean {
  const entry: CachedCatalogue = { version: data.version, data, savedAt: now };
  try {
    storage.setItem(cacheKey(shortname), JSON.stringify(entry));
    return true;
  } catch {
    try {
      storage.removeItem(cacheKey(shortname));
    } catch {
      // Storage unavailable altogether; nothing to clean.
    }
    return false;
  }
}
