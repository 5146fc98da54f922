#!/usr/bin/env node
// `npm test`: every check the project has, in the order that fails fastest. Each stage prints its
// duration. The browser stage rebuilds the containers first, so it always tests the current code.
//
// Stages in one group run at the same time, each with its output held back and printed whole when
// it ends. They share nothing: typecheck, lint and jest each keep about one core busy; the server
// tests mostly wait on their databases, while the build keeps both cores busy. Run one at a time,
// the first two groups took 105 s and 339 s in a CI run on 2026-11-26; run as groups on this
// machine later that day, 53 s and 180 s.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './containers.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const only = process.argv.slice(2);

const groups = [
  [
    { name: 'typecheck', cmd: [npm, 'run', '-s', 'typecheck'] },
    { name: 'lint', cmd: [npm, 'run', '-s', 'lint'] },
    { name: 'unit (jest)', cmd: [npm, 'run', '-s', 'test:unit'] },
  ],
  [
    { name: 'server and contract (SQLite + PostgreSQL)', cmd: [npm, 'run', '-s', 'test:api'] },
    {
      name: 'build',
      before: () => rmSync(path.join(ROOT, 'e2e/.variants'), { recursive: true, force: true }),
      cmd: [process.execPath, 'scripts/build-all.mjs'],
    },
  ],
  [{ name: 'size budgets', cmd: [process.execPath, 'scripts/size-report.mjs'] }],
  [{ name: 'browser (Chromium)', cmd: [npm, 'run', '-s', 'test:e2e'] }],
];

/** Runs one stage; alone, its output streams; beside others, it is printed whole at its end. */
function run(stage, alone) {
  stage.before?.();
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(stage.cmd[0], stage.cmd.slice(1), { cwd: ROOT, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      if (!alone) {
        console.log(`\n=== ${stage.name} (ended after ${seconds.toFixed(1)} s)`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name: stage.name, seconds, ok: code === 0 });
    });
  });
}

const results = [];
for (const group of groups) {
  const stages = group.filter((stage) => !only.length || only.some((o) => stage.name.startsWith(o)));
  if (!stages.length) continue;
  const alone = stages.length === 1;
  console.log(`\n=== ${stages.map((stage) => stage.name).join(' + ')}${alone ? '' : ' (at the same time)'}`);
  const started = Date.now();
  const ended = await Promise.all(stages.map((stage) => run(stage, alone)));
  results.push(...ended);
  if (!alone) console.log(`=== group took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (ended.some((result) => !result.ok)) break;
}

console.log('\n=== stage durations');
for (const result of results) console.log(`${result.name}: ${result.seconds.toFixed(1)} s${result.ok ? '' : ' (FAILED)'}`);
// The closing line CI reads: every stage is a whole test run (jest, node --test, Playwright, …).
const failed = results.filter((result) => !result.ok);
console.log(`stages: ${results.length - failed.length} passed, ${failed.length} failed`);
if (failed.length) {
  console.error(`\nFailed at: ${failed.map((result) => result.name).join(', ')}`);
  process.exit(1);
}
