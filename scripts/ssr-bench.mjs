#!/usr/bin/env node
// `npm run bench:ssr`: what server rendering costs under load (issue 20). Starts the composed site
// twice, as the browser tests do (fresh database, ports offset by SSR_BENCH_PORT_OFFSET, default
// 750): once as it runs (pages rendered on the server, kept SSR_CACHE_MS) and once with SSR=off
// (the hosting page alone, as before issue 20). Each takes 50 connections on / for 10 s
// (SSR_BENCH_SECONDS) after a warm-up, accepting the encodings a browser accepts, and the script
// prints req/s, p50 and p99 of both and the ratio.
import autocannon from 'autocannon';
import { startTestSite } from './test-site.mjs';

const offset = Number(process.env.SSR_BENCH_PORT_OFFSET ?? 750);
const base = `http://localhost:${8000 + offset}`;
const seconds = Number(process.env.SSR_BENCH_SECONDS ?? 10);
const connections = 50;
// What Chromium and Firefox send: the server answers each page in the encoding it would give them.
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

async function measure(label, env) {
  const { stop } = await startTestSite({ offset, env });
  try {
    const first = await (await fetch(`${base}/`)).text();
    const rendered = first.includes('data-ssr="1"');
    // Warm-up: remotes loaded, caches filled, the JIT settled.
    await autocannon({ url: `${base}/`, connections: 10, duration: 3 });
    const result = await autocannon({ url: `${base}/`, connections, duration: seconds, headers: { 'accept-encoding': BROWSER_ENCODINGS } });
    const row = { label, rendered, reqPerSec: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
    console.log(JSON.stringify(row));
    return row;
  } finally {
    await stop();
  }
}

const load = (await import('node:os')).loadavg().map((n) => n.toFixed(1)).join(' ');
const before = await measure('hosting page only (SSR=off)', { SSR: 'off' });
const after = await measure('server-rendered (cached per customer, path, language, data)', {});
console.log(`\n| page | req/s | p50 | p99 | non-2xx |\n|---|---|---|---|---|`);
for (const row of [before, after]) console.log(`| / ${row.label} | ${row.reqPerSec} | ${row.p50} ms | ${row.p99} ms | ${row.errors} |`);
console.log(`\nserver-rendered / hosting page: ${((after.reqPerSec / before.reqPerSec) * 100).toFixed(0)} % (target ≥ 70 %), p99 ${after.p99} ms (target ≤ 100 ms); load average at start ${load}`);
process.exit(0);
