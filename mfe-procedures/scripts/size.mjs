#!/usr/bin/env node
// Prints mfe-procedures' own gzipped JavaScript after a build: what the portal loads from this
// remote (remoteEntry.js, the exposed page and its lazy chunks) without the shared singletons the
// shell provides. Same counting as the root scripts/size-report.mjs; fails over budgets.json.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, '../dist');
const budgetsFile = path.join(here, '../../budgets.json');
const stats = JSON.parse(readFileSync(path.join(dist, 'mf-stats.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const assets = (a) => [...a.js.sync, ...a.js.async];

const shared = new Set(stats.shared.flatMap((s) => assets(s.assets)));
// main.js only runs when the team starts the remote alone; the portal never loads it.
const own = new Set(['remoteEntry.js']);
for (const expose of stats.exposes) for (const file of assets(expose.assets)) if (!shared.has(file)) own.add(file);

let total = 0;
const rows = [...own].map((file) => {
  const size = gz(file);
  total += size;
  return `  ${file.padEnd(48)} ${(size / 1000).toFixed(1).padStart(6)} KB`;
});
const budget = existsSync(budgetsFile) ? JSON.parse(readFileSync(budgetsFile, 'utf8')).containerOwnJsGzipKB?.['mfe-procedures'] : undefined;
console.log(`mfe-procedures own JS (gzip -9, without shared singletons): ${(total / 1000).toFixed(1)} KB${budget ? ` (budget ${budget} KB)` : ''}`);
console.log(rows.join('\n'));
if (budget && total / 1000 > budget) {
  console.error(`mfe-procedures is over its size budget of ${budget} KB (budgets.json)`);
  process.exit(1);
}
