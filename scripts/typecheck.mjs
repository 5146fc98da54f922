#!/usr/bin/env node
// `npm run typecheck`: every TypeScript project of the repository, as many at once as the machine
// has cores (TYPECHECK_JOBS when set: `npm test` runs it beside lint and jest, one at a time), each
// printing its duration. Incremental: what a project checked last time is kept in
// node_modules/.cache/tsc (outside git, like every build output), so a second run rechecks only what
// changed since; a fresh clone, as in CI, checks everything.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './containers.mjs';

// The shared package and the containers share their options: one program (tsconfig.containers.json)
// reads the libraries' types once, about half the work of seven programs. The biggest first.
const PROJECTS = ['tsconfig.containers.json', 'api', 'contract/test', 'contract', 'pages/test', 'pages', 'e2e'];
const CACHE = path.join(ROOT, 'node_modules/.cache/tsc');
const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');

/** Checks one project; answers whether it passed. Its output is printed whole when it ends. */
function check(project) {
  const started = Date.now();
  const buildInfo = path.join(CACHE, `${project.replace(/\//g, '-').replace(/\.json$/, '')}.tsbuildinfo`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [TSC, '-p', project, '--incremental', '--tsBuildInfoFile', buildInfo], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      console.log(`tsc -p ${project}: ${((Date.now() - started) / 1000).toFixed(1)} s${code === 0 ? '' : ' (FAILED)'}`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

mkdirSync(CACHE, { recursive: true });
const queue = [...PROJECTS];
const results = [];
const jobs = Math.max(1, Number(process.env.TYPECHECK_JOBS ?? os.availableParallelism()));
const lanes = Array.from({ length: Math.min(jobs, queue.length) }, async () => {
  while (queue.length) results.push(await check(queue.shift()));
});
await Promise.all(lanes);
if (results.includes(false)) process.exit(1);
