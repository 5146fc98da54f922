import { registerRemotes } from '@module-federation/enhanced/runtime';

/** The remotes the shell knows: name → mf-manifest.json URL, as the hosting page gives them. */
export type RemoteRegistry = Record<string, string>;

let registry: RemoteRegistry = {};

/**
 * Registers every remote of the registry with the federation runtime. Nothing is fetched yet:
 * with the 'loaded-first' share strategy a remote's manifest is read only when a page needs it.
 */
export function registerRegistry(next: RemoteRegistry): void {
  registry = { ...next };
  registerRemotes(Object.entries(registry).map(([name, entry]) => ({ name, entry })));
}

/**
 * Forgets everything cached for one remote (manifest, entry script, failed loads) so the next
 * load fetches it again: the 'Reintentar' path after a remote was down.
 */
export function resetRemote(name: string): void {
  const entry = registry[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

/** The manifest URL of a remote, if the registry has it. */
export function remoteEntry(name: string): string | undefined {
  return registry[name];
}
