/** A random UUID v4; crypto.randomUUID only exists in secure contexts, getRandomValues everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface KeyState {
  key: string;
  fingerprint: string;
}

/**
 * One idempotency key per message: retries of unchanged content reuse it, so a send whose answer
 * was lost is stored once; changed content is a new message and gets a new key; after a confirmed
 * send the key is dropped.
 */
export class IdempotencyKeeper {
  private state: KeyState | null;

  constructor(initial: KeyState | null = null) {
    this.state = initial;
  }

  /** The key to send `content` with. */
  keyFor(content: unknown): string {
    const fingerprint = JSON.stringify(content);
    if (!this.state || this.state.fingerprint !== fingerprint) this.state = { key: newIdempotencyKey(), fingerprint };
    return this.state.key;
  }

  /** The pending key, for keeping a draft across a page reload. */
  current(): KeyState | null {
    return this.state;
  }

  /** Forgets the key after a confirmed send. */
  reset(): void {
    this.state = null;
  }
}
