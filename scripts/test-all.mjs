#!/usr/bin/env node
// `npm test`: every check the project has, in the order that fails fastest. Each stage prints its
// duration. The browser stage rebuilds the containers first, so it always tests the current code.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './containers.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const only = process.argv.slice(2);

const stages = [
  { name: 'typecheck', cmd: [npm, 'run', '-s', 'typecheck'] },
  { name: 'lint', cmd: [npm, 'run', '-s', 'lint'] },
  { name: 'unit (jest)', cmd: [npm, 'run', '-s', 'test:unit'] },
  { name: 'server and contract (SQLite + PostgreSQL)', cmd: [npm, 'run', '-s', 'test:api'] },
  {
    name: 'build',
    before: () => rmSync(path.join(ROOT, 'e2e/.variants'), { recursive: true, force: true }),
    cmd: [process.execPath, 'scripts/build-all.mjs'],
  },
  { name: 'size budgets', cmd: [process.execPath, 'scripts/size-report.mjs'] },
  { name: 'browser (Chromium)', cmd: [npm, 'run', '-s', 'test:e2e'] },
];

const timings = [];
let failed = null;
for (const stage of stages) {
  if (only.length && !only.some((o) => stage.name.startsWith(o))) continue;
  console.log(`\n=== ${stage.name}`);
  stage.before?.();
  const started = Date.now();
  const result = spawnSync(stage.cmd[0], stage.cmd.slice(1), { cwd: ROOT, stdio: 'inherit' });
  const seconds = (Date.now() - started) / 1000;
  timings.push(`${stage.name}: ${seconds.toFixed(1)} s${result.status === 0 ? '' : ' (FAILED)'}`);
  if (result.status !== 0) {
    failed = stage.name;
    break;
  }
}
console.log('\n=== stage durations');
for (const line of timings) console.log(line);
// The closing line CI reads: every stage is a whole test run (jest, node --test, Playwright, …).
const ran = timings.length;
console.log(`stages: ${failed ? ran - 1 : ran} passed, ${failed ? 1 : 0} failed`);
if (failed) {
  console.error(`\nFailed at: ${failed}`);
  process.exit(1);
}
