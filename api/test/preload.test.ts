import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { sharedPreloadTags } from '../src/hosting/hosting-page.ts';
import { createTestContext } from './support/test-app.ts';

const stats = {
  shared: [
    { name: 'react', assets: { js: { sync: ['696.aaaa1111.js'], async: [] } } },
    // webpack emitted one chunk under two names: only the first is loaded.
    { name: 'react-dom', assets: { js: { sync: ['325.bbbb2222.js', '706.cccc3333.js'], async: [] } } },
    { name: 'axios', assets: { js: { sync: ['8.dddd4444.js'], async: [] } } },
    { name: 'nothing', assets: { js: { sync: [], async: [] } } },
  ],
};

test('the shell page preloads the first chunk of every shared singleton', () => {
  assert.equal(
    sharedPreloadTags(JSON.stringify(stats)),
    '<link rel="preload" as="script" href="/696.aaaa1111.js"><link rel="preload" as="script" href="/325.bbbb2222.js"><link rel="preload" as="script" href="/8.dddd4444.js">',
  );
});

test('stats that are not JSON, or name something that is not a chunk file, give no hints', () => {
  assert.equal(sharedPreloadTags('{'), '');
  assert.equal(sharedPreloadTags(JSON.stringify({ shared: [{ assets: { js: { sync: ['"><script>x</script>'] } } }] })), '');
});

test('the hosting page carries the hints in its head, and none when the build has no stats', async () => {
  const withStats = await createTestContext('sqlite', {}, {
    prepareShell: (dist) => fs.writeFileSync(path.join(dist, 'mf-stats.json'), JSON.stringify(stats)),
  });
  try {
    const html = (await withStats.app.inject({ url: '/contact' })).body;
    const head = html.slice(0, html.indexOf('</head>'));
    assert.ok(head.includes('<link rel="preload" as="script" href="/325.bbbb2222.js">'));
    assert.ok(!html.includes('706.cccc3333.js'));
  } finally {
    await withStats.close();
  }
  const withoutStats = await createTestContext('sqlite');
  try {
    assert.ok(!(await withoutStats.app.inject({ url: '/contact' })).body.includes('rel="preload"'));
  } finally {
    await withoutStats.close();
  }
});
