#!/usr/bin/env node
// Prints each container's own gzipped JavaScript (what its team ships: entry, exposed modules and
// their lazy chunks, without the shared singletons) and the singletons' total as the shell
// provides them, then fails when a figure is over budgets.json. Reads the builds in */dist. With
// `--write` the figures go into docs/performance.md ("sizes" section). A chunk a container loads only
// on demand (budgets.json `onDemandChunksGzipKB`: the console's rich-text editor) is measured on its
// own, with its libraries (`<name>-libs`, create-webpack-config's onDemandLibraries), and left out
// of the container's figure.
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { CONTAINERS, ROOT } from './containers.mjs';
import { writeFiguresSection } from './performance-doc.mjs';

const budgets = JSON.parse(readFileSync(path.join(ROOT, 'budgets.json'), 'utf8'));
const kb = (bytes) => bytes / 1000;
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Chunk files of the shared singletons in one build, with what they pull in (SharedChunksPlugin). */
function sharedChunks(dist) {
  return new Set(JSON.parse(readFileSync(path.join(dist, 'shared-chunks.json'), 'utf8')).files);
}

/** A remote's own files: its entry and exposes; the shell's: every chunk but the singletons. */
function ownFiles(folder, dist, stats) {
  const shared = sharedChunks(dist);
  const all = readdirSync(dist).filter((f) => f.endsWith('.js'));
  if (folder === 'shell') return all.filter((f) => !shared.has(f));
  // main.js and its chunks only run when a team starts the remote alone; the portal never loads them.
  const reachable = new Set(['remoteEntry.js']);
  for (const expose of stats.exposes) for (const f of [...expose.assets.js.sync, ...expose.assets.js.async]) reachable.add(f);
  return all.filter((f) => reachable.has(f) && !shared.has(f));
}

const rows = [];
let failures = 0;
let sharedTotal = 0;
for (const { folder, dir } of CONTAINERS) {
  const dist = path.join(dir, 'dist');
  const stats = JSON.parse(readFileSync(path.join(dist, 'mf-stats.json'), 'utf8'));
  let files = ownFiles(folder, dist, stats);
  for (const [chunk, chunkBudget] of Object.entries(budgets.onDemandChunksGzipKB?.[folder] ?? {})) {
    const mine = (f) => f.startsWith(`${chunk}.`) || f.startsWith(`${chunk}-libs.`);
    const size = files.filter(mine).reduce((sum, f) => sum + gz(path.join(dist, f)), 0);
    files = files.filter((f) => !mine(f));
    const over = size === 0 || kb(size) > chunkBudget;
    failures += over ? 1 : 0;
    rows.push(`${`${folder} ${chunk} (on demand)`.padEnd(16)} ${kb(size).toFixed(1).padStart(7)} KB gzip  (budget ${chunkBudget} KB)${size === 0 ? '  MISSING' : over ? '  OVER BUDGET' : ''}`);
  }
  const own = files.reduce((sum, f) => sum + gz(path.join(dist, f)), 0);
  const budget = budgets.containerOwnJsGzipKB[folder];
  const over = kb(own) > budget;
  failures += over ? 1 : 0;
  rows.push(`${folder.padEnd(16)} own JS ${kb(own).toFixed(1).padStart(7)} KB gzip  (budget ${budget} KB)${over ? '  OVER BUDGET' : ''}`);
  if (folder === 'shell') {
    sharedTotal = [...sharedChunks(dist)].reduce((sum, f) => sum + gz(path.join(dist, f)), 0);
  }
}
const sharedOver = kb(sharedTotal) > budgets.sharedSingletonsGzipKB;
failures += sharedOver ? 1 : 0;
rows.push(`${'shared singletons'.padEnd(16)}        ${kb(sharedTotal).toFixed(1).padStart(7)} KB gzip  (budget ${budgets.sharedSingletonsGzipKB} KB)${sharedOver ? '  OVER BUDGET' : ''}`);
console.log(rows.join('\n'));
if (process.argv.includes('--write')) {
  const date = new Date().toISOString().slice(0, 10);
  writeFiguresSection('sizes', `### Sizes\n\nOwn gzipped JavaScript per container, ${date} (\`node scripts/size-report.mjs --write\` after \`npm run build\`; gzip level 9, KB = 1000 bytes; budgets in \`budgets.json\`):\n\n\`\`\`\n${rows.join('\n')}\n\`\`\``);
}
if (failures) {
  console.error(`${failures} size budget(s) exceeded (budgets.json)`);
  process.exit(1);
}
