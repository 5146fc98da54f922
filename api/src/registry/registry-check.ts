// The checks of the operator's registry tool (registry-cli.ts): whether each build a registry names
// can be served. A build passes when its manifest answers, is the remote it is registered as,
// exposes every module its route table names, requires only shared packages the shell provides,
// and claims no page another remote of the same visitor already has.
import fs from 'node:fs';
import { satisfy } from '@module-federation/runtime-core';
import { mergeRouteTables, type RouteEntry } from '@portal/pages/route-table';
import { describeUnmetShared, unmetSharedRequirements } from '@portal/shared/federation/shared-requirements.cjs';
import { registryFor, type Registry, type RegistryFile } from './registry.ts';
import { ManifestError, fetchManifest, manifestRoutes, type Manifest } from './remote-manifest.ts';

/** The versions of the shared packages the shell's build provides, by package name. */
export type ProvidedShared = Record<string, string>;

/** What one registry entry (a remote's manifest URL, for the default or one customer) came to. */
export interface EntryResult {
  where: string;
  remote: string;
  url: string;
  routes: RouteEntry[];
  problems: string[];
}

/** Reads the shell build's manifest (a path or an http(s) URL) and answers the shared versions it provides. */
export async function readShellShared(source: string): Promise<ProvidedShared> {
  let manifest: Manifest;
  if (/^https?:\/\//.test(source)) {
    const answer = await fetchManifest(source);
    if (answer.status !== 'ok') throw new ManifestError(`${source} no respondió el manifiesto`);
    manifest = answer.manifest;
  } else {
    try {
      manifest = JSON.parse(fs.readFileSync(source, 'utf8')) as Manifest;
    } catch (error) {
      throw new ManifestError(`no se pudo leer el manifiesto del shell ${source} (${(error as Error).message}): compile el shell o indique --shell`);
    }
  }
  const provided: ProvidedShared = {};
  for (const share of manifest.shared ?? []) if (share.name && share.version) provided[share.name] = share.version;
  return provided;
}

/** Checks one build: its manifest answers, names the right remote, exposes its routes' modules and fits the shell. */
export async function checkEntry(where: string, remote: string, url: string, provided: ProvidedShared): Promise<EntryResult> {
  const result: EntryResult = { where, remote, url, routes: [], problems: [] };
  let manifest: Manifest;
  try {
    const answer = await fetchManifest(url);
    if (answer.status !== 'ok') throw new ManifestError(`${url} no respondió el manifiesto`);
    manifest = answer.manifest;
  } catch (error) {
    result.problems.push(error instanceof ManifestError ? error.message : String(error));
    return result;
  }
  if (manifest.name !== undefined && manifest.name !== remote) result.problems.push(`el manifiesto es del remoto «${manifest.name}», no de «${remote}»`);
  const { routes, errors } = manifestRoutes(manifest);
  result.routes = routes;
  result.problems.push(...errors);
  result.problems.push(...describeUnmetShared(remote, unmetSharedRequirements(manifest.shared, provided, satisfy)));
  return result;
}

/** Pages two remotes of one visitor's registry both claim. */
export function routeConflicts(registry: Registry, results: readonly EntryResult[]): string[] {
  const tables = Object.entries(registry).flatMap(([remote, url]) => {
    const found = results.find((result) => result.remote === remote && result.url === url);
    return found ? [{ remote, routes: found.routes }] : [];
  });
  return mergeRouteTables(tables).conflicts;
}

/** Every distinct registry a visitor may get: the default one, and each customer's with all its overrides. */
export function visitorRegistries(file: RegistryFile): { where: string; registry: Registry }[] {
  return [
    { where: 'default', registry: file.default },
    // Bucket -1 falls under every override, canaries included: the most a visitor can get.
    ...Object.keys(file.customers).map((id) => ({ where: `customers.${id}`, registry: registryFor(file, id, -1) })),
  ];
}

/** Checks every entry of a registry (each URL fetched once) and the pages each visitor's registry would have. */
export async function checkRegistry(file: RegistryFile, provided: ProvidedShared): Promise<{ entries: EntryResult[]; conflicts: string[] }> {
  const wanted = [
    ...Object.entries(file.default).map(([remote, url]) => ({ where: 'default', remote, url })),
    ...Object.entries(file.customers).flatMap(([id, overrides]) => Object.entries(overrides).map(([remote, { url }]) => ({ where: `customers.${id}`, remote, url }))),
  ];
  const checked = new Map<string, Promise<EntryResult>>();
  const entries = await Promise.all(
    wanted.map(async ({ where, remote, url }) => {
      const key = `${remote} ${url}`;
      if (!checked.has(key)) checked.set(key, checkEntry(where, remote, url, provided));
      return { ...(await checked.get(key)!), where };
    }),
  );
  const conflicts = visitorRegistries(file).flatMap(({ where, registry }) => routeConflicts(registry, entries).map((conflict) => `${where}: ${conflict}`));
  return { entries, conflicts };
}
