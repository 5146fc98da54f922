#!/usr/bin/env node
// `npm test`: every check the project has, the quick ones first. Each stage prints its duration.
// The browser stage rebuilds the containers first, so it always tests the current code.
//
// A stage starts as soon as the stages it waits for have passed, and stages that run at the same
// time hold their output back and print it whole when they end. The server tests mostly wait on
// their databases, so they run from the start, beside typecheck, lint and jest (each about one
// core) and then beside the build (both cores); the build waits for the quick checks, so a type
// error still stops the run within a couple of minutes. After a failure no new stage starts.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './containers.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const only = process.argv.slice(2);

const STAGES = [
  // One project at a time: lint and jest keep the other core busy meanwhile.
  { name: 'typecheck', cmd: [npm, 'run', '-s', 'typecheck'], env: { TYPECHECK_JOBS: '1' } },
  { name: 'lint', cmd: [npm, 'run', '-s', 'lint'] },
  { name: 'unit (jest)', cmd: [npm, 'run', '-s', 'test:unit'] },
  { name: 'server and contract (SQLite + PostgreSQL)', cmd: [npm, 'run', '-s', 'test:api'] },
  {
    name: 'build',
    after: ['typecheck', 'lint', 'unit (jest)'],
    before: () => rmSync(path.join(ROOT, 'e2e/.variants'), { recursive: true, force: true }),
    cmd: [process.execPath, 'scripts/build-all.mjs'],
  },
  { name: 'size budgets', after: ['build'], cmd: [process.execPath, 'scripts/size-report.mjs'] },
  { name: 'browser (Chromium)', after: ['size budgets', 'server and contract (SQLite + PostgreSQL)'], cmd: [npm, 'run', '-s', 'test:e2e'] },
];

const selected = STAGES.filter((stage) => !only.length || only.some((o) => stage.name.startsWith(o)));
const names = new Set(selected.map((stage) => stage.name));
// A stage left out (`node scripts/test-all.mjs unit server`) is not waited for.
const waitsFor = (stage) => (stage.after ?? []).filter((name) => names.has(name));

/** Runs one stage; alone, its output streams; beside others, it is printed whole at its end. */
function run(stage, alone) {
  stage.before?.();
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(stage.cmd[0], stage.cmd.slice(1), { cwd: ROOT, env: { ...process.env, ...stage.env }, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
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

const started = Date.now();
const results = [];
const running = new Map();
const waiting = [...selected];
for (;;) {
  const passed = new Set(results.filter((result) => result.ok).map((result) => result.name));
  const failed = results.some((result) => !result.ok);
  const ready = failed ? [] : waiting.filter((stage) => waitsFor(stage).every((name) => passed.has(name)));
  // Alone when nothing else runs or is ready: the last stage (the browser) streams its output.
  const alone = running.size === 0 && ready.length === 1 && waiting.length === 1;
  for (const stage of ready) {
    waiting.splice(waiting.indexOf(stage), 1);
    console.log(`\n=== ${stage.name} starts${alone ? '' : ` (running: ${[...running.keys(), stage.name].join(', ')})`}`);
    running.set(stage.name, run(stage, alone));
  }
  if (!running.size) break;
  const ended = await Promise.race(running.values());
  running.delete(ended.name);
  results.push(ended);
}

console.log('\n=== stage durations');
for (const result of results) console.log(`${result.name}: ${result.seconds.toFixed(1)} s${result.ok ? '' : ' (FAILED)'}`);
console.log(`all stages: ${((Date.now() - started) / 1000).toFixed(1)} s`);
// The closing line CI reads: every stage is a whole test run (jest, node --test, Playwright, …).
const failed = results.filter((result) => !result.ok);
console.log(`stages: ${results.length - failed.length} passed, ${failed.length} failed`);
if (failed.length) {
  console.error(`\nFailed at: ${failed.map((result) => result.name).join(', ')}`);
  process.exit(1);
}
