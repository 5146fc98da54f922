import { registerRemotes } from '@module-federation/enhanced/runtime';

let registered: Record<string, string> = {};

/**
 * Registers each remote's Node entry with the shell's server-side federation runtime. An entry
 * whose URL changed (a per-customer override, a new build's version) replaces the old one, and the
 * runtime forgets what it had loaded from it: the next render runs the new build, no restart.
 */
export function registerServerRemotes(entries: Record<string, string>): void {
  const changed = Object.entries(entries).filter(([name, entry]) => registered[name] !== entry);
  if (changed.length === 0) return;
  registerRemotes(changed.map(([name, entry]) => ({ name, entry })), { force: true });
  registered = { ...registered, ...Object.fromEntries(changed) };
}

/**
 * Forgets a remote whose load failed or ran out of time, so the next render loads it afresh
 * instead of meeting the runtime's memory of the failure.
 */
export function forgetServerRemote(name: string): void {
  const entry = registered[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
