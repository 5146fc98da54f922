import { defineConfig } from '@playwright/test';

import { BASE_URL } from './support/ports';
import { WORKERS, siteOffset } from './support/sites.cjs';

export default defineConfig({
  testDir: './tests',
  // One site per worker (support/sites.cjs): a test file runs in one worker, against that worker's
  // own site and database, so tests that write never race each other.
  workers: WORKERS,
  fullyParallel: false,
  retries: 0,
  // Generous, for CI: the machine has two cores for two browsers and two sites, and on some days
  // ran the same suite three times slower (a 6 s test took 18). A wrong page still fails, later.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  // A test that measures how long the page's own work takes (tag @alone) runs after the others,
  // by itself: with two browsers and two sites busy on two cores, a 60 ms task is seen taking
  // 500 ms, and the figure would measure the machine's load, not the page.
  projects: [
    { name: 'together', grepInvert: /@alone/ },
    { name: 'alone', grep: /@alone/, dependencies: ['together'] },
  ],
  outputDir: './test-results',
  use: {
    baseURL: BASE_URL,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // As root on a closed network: no sandbox, and none of Chromium's own background traffic.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  // BASE_URL above is this process's site: each worker process loads this file again with its own
  // TEST_PARALLEL_INDEX. The runner starts one site per worker.
  webServer: Array.from({ length: WORKERS }, (_, index) => ({
    command: 'node ../scripts/e2e-server.mjs',
    env: { E2E_PORT_OFFSET: String(siteOffset(index)) },
    url: `http://localhost:${8000 + siteOffset(index)}/api/config/site/`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
