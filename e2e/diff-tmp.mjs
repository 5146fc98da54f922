import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const u = process.argv[2];
const ctxNoJs = await browser.newContext({ javaScriptEnabled: false });
const p1 = await ctxNoJs.newPage();
await p1.goto('http://localhost:8000' + u);
const a = await p1.evaluate(() => document.getElementById('root').innerHTML);
const ctx = await browser.newContext();
const p2 = await ctx.newPage();
await p2.goto('http://localhost:8000' + u, { waitUntil: 'networkidle' });
await p2.waitForTimeout(1000);
const b = await p2.evaluate(() => document.getElementById('root').innerHTML);
const norm = (s) => s.replace(/class="[^"]*"/g, '').replace(/></g, '>\n<').split('\n');
const al = norm(a), bl = norm(b);
let shown = 0;
for (let i = 0; i < Math.max(al.length, bl.length) && shown < 15; i++) if (al[i] !== bl[i]) { console.log(i, 'SSR:', (al[i]||'').slice(0,200), '\n   CSR:', (bl[i]||'').slice(0,200)); shown++; }
await browser.close();
