// A crowd asking for the same page costs one server render: visitors who arrive while it is being
// rendered wait for that render, and once its time is up they are answered with it while the next
// one runs. Before, every visitor of an expired page started a render of their own, and a peak-day
// crowd held both cores for seconds (npm run bench:peak).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { eventually } from './support/eventually.ts';
import { createTestContext } from './support/test-app.ts';

/** A shell server build whose renders take `ms` and say which render they are. */
function writeSlowShellBuild(shellDist: string, ms: number, skipped: string[] = []): void {
  fs.mkdirSync(path.join(shellDist, 'server'), { recursive: true });
  fs.writeFileSync(path.join(shellDist, 'server', 'remoteEntry.js'), `
let renders = 0;
exports.shell = {
  init() {},
  async get() {
    return () => ({
      async renderPage() {
        const n = ++renders;
        await new Promise((resolve) => setTimeout(resolve, ${ms}));
        return { html: '<main><h1>render ' + n + '</h1></main>', styles: '', modules: [], skipped: ${JSON.stringify(skipped)} };
      },
      async warmRemotes() {},
    });
  },
};
`);
}

const renderOf = (body: string) => Number(/render (\d+)/.exec(body)?.[1] ?? 0);

test('twenty visitors at once of a page not yet rendered: one render, the same page for all', async () => {
  const context = await createTestContext('sqlite', {}, { prepareShell: (dir) => writeSlowShellBuild(dir, 150) });
  try {
    const answers = await Promise.all(Array.from({ length: 20 }, () => context.app.inject({ url: '/' })));
    for (const answer of answers) assert.equal(answer.statusCode, 200);
    assert.deepEqual(new Set(answers.map((answer) => renderOf(answer.body))), new Set([1]));
  } finally {
    await context.close();
  }
});

test('a page whose time is up: the crowd gets the last render while one new render runs, then the new one', async () => {
  // Kept 1 ms: every request after the first finds the page's time up.
  const context = await createTestContext('sqlite', { SSR_CACHE_MS: '1' }, { prepareShell: (dir) => writeSlowShellBuild(dir, 300) });
  try {
    assert.equal(renderOf((await context.app.inject({ url: '/' })).body), 1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const crowd = await Promise.all(Array.from({ length: 10 }, () => context.app.inject({ url: '/' })));
    // Nobody waited for the 300 ms render: all got the page rendered before.
    assert.deepEqual(new Set(crowd.map((answer) => renderOf(answer.body))), new Set([1]));
    // One new render ran for the ten of them: once it is done, the next visitor gets render 2 (with
    // a render per visitor it would be 11).
    await eventually(async () => assert.equal(renderOf((await context.app.inject({ url: '/' })).body), 2), { everyMs: 50 });
  } finally {
    await context.close();
  }
});

test('a page whose remote was left to the browser is rendered once for a crowd, kept a moment, and never shared', async () => {
  const context = await createTestContext('sqlite', {}, { prepareShell: (dir) => writeSlowShellBuild(dir, 50, ['contact/ContactPage']) });
  try {
    const crowd = await Promise.all(Array.from({ length: 10 }, () => context.app.inject({ url: '/contact' })));
    const after = await context.app.inject({ url: '/contact' });
    assert.deepEqual(new Set([...crowd, after].map((answer) => renderOf(answer.body))), new Set([1]));
    // A page missing a part is not one a CDN may hold for a minute.
    assert.equal(after.headers['cache-control'], 'private, no-store');
    // Tried again soon: a second later, a new render.
    await eventually(async () => assert.equal(renderOf((await context.app.inject({ url: '/contact' })).body), 2), { everyMs: 100, withinMs: 3000 });
  } finally {
    await context.close();
  }
});
