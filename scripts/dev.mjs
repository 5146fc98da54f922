#!/usr/bin/env node
// `npm run dev`: the same composition as `npm start`, with reloading. The portal server restarts
// when its code changes; the shell rebuilds into shell/dist on every change (the server must write
// boot data into its page, so it cannot live in a dev server's memory) — into shell/dist-dev; each remote runs in
// webpack-dev-server on its own port with hot reload, where the default registry expects it.
import concurrently from 'concurrently';
import path from 'node:path';
import { NODE, REMOTES, ROOT } from './containers.mjs';
import { ensureLocalRegistry } from './portal-processes.mjs';

const webpackCli = path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js');

if (!process.env.REMOTES_FILE) ensureLocalRegistry();
const { result } = concurrently(
  [
    {
      name: 'api',
      command: `"${NODE}" --watch-path=src src/server.ts`,
      cwd: path.join(ROOT, 'api'),
      env: { SHELL_DIST: 'shell/dist-dev' },
      prefixColor: 'blue',
    },
    // Into dist-dev, so the production build that `npm start` serves is left alone.
    {
      name: 'shell',
      command: `"${NODE}" "${webpackCli}" --watch --mode development`,
      cwd: path.join(ROOT, 'shell'),
      env: { PORTAL_DIST_DIR: 'dist-dev' },
      prefixColor: 'magenta',
    },
    ...REMOTES.map((r) => ({
      name: r.folder,
      command: `"${NODE}" "${webpackCli}" serve --mode development --port ${r.port}`,
      cwd: r.dir,
      prefixColor: 'green',
    })),
  ],
  { killOthers: ['failure'], restartTries: 0 },
);
console.log('Portal (dev): http://localhost:8000 — remotes hot-reload on their own ports');
result.catch(() => process.exit(1));
