#!/usr/bin/env node
// Builds the containers, each twice: for the browser (dist/) and for Node (dist/server/, the
// server renderer's federation container, issue 20). `--missing` builds only those without a
// dist/ (what `npm start` uses); otherwise every container is rebuilt. Builds run one after another: on two cores,
// parallel webpack runs are no faster and use twice the memory.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { CONTAINERS, NODE, ROOT } from './containers.mjs';

const onlyMissing = process.argv.includes('--missing');
const webpackBin = path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js');

for (const { folder, dir } of CONTAINERS) {
  if (onlyMissing && existsSync(path.join(dir, 'dist/mf-manifest.json')) && existsSync(path.join(dir, 'dist/server/remoteEntry.js'))) continue;
  const started = Date.now();
  // The browser build first: it empties dist/, server/ included. On the project's Node 24 even when
  // started by an older one: the build reads the page protocol (@portal/pages) through type stripping.
  for (const target of [[], ['--env', 'server']]) {
    const result = spawnSync(NODE, [webpackBin, '--mode', 'production', ...target], { cwd: dir, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`La compilación de ${folder} falló.`);
      process.exit(result.status ?? 1);
    }
  }
  console.log(`built ${folder} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
