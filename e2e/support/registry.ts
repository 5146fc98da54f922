// The e2e site's registry file (scripts/e2e-server.mjs writes it; the server re-reads it on every
// page): tests change it the way an operator would and always put it back.
import { spawnSync } from 'node:child_process';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REGISTRY_FILE } from './ports';

const ROOT = path.resolve(__dirname, '../..');

type RegistryJson = { default: Record<string, string>; customers: Record<string, Record<string, unknown>> };

function write(registry: RegistryJson): void {
  writeFileSync(`${REGISTRY_FILE}.tmp`, JSON.stringify(registry, null, 2));
  renameSync(`${REGISTRY_FILE}.tmp`, REGISTRY_FILE);
}

/** The registry as it is now. */
export function readRegistry(): RegistryJson {
  return JSON.parse(readFileSync(REGISTRY_FILE, 'utf8'));
}

/** Runs `body` with the registry as `edit` makes it (written by hand, as an operator bypassing the tool would), then restores it. */
export async function withRegistry(edit: (registry: RegistryJson) => RegistryJson, body: () => Promise<void>): Promise<void> {
  const original = readRegistry();
  write(edit(structuredClone(original)));
  try {
    await body();
  } finally {
    write(original);
  }
}

/** Runs the operator's tool (`npm run registry -- …`) on the e2e registry; answers its exit code and output. */
export function registryTool(...args: string[]): { code: number | null; output: string } {
  const result = spawnSync(path.join(ROOT, 'node_modules/.bin/node'), ['--disable-warning=ExperimentalWarning', path.join(ROOT, 'api/src/registry/registry-cli.ts'), ...args, '--file', REGISTRY_FILE], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}
