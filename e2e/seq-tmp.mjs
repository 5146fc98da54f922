import { chromium } from 'playwright';
const base = process.env.BASE;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const nojs = await browser.newContext({ javaScriptEnabled: false });
for (const u of ['/', '/procedures', '/blog-grid/', '/blog-details/1', '/contact']) { const p = await nojs.newPage(); await p.goto(base + u); await p.close(); }
const ctx = await browser.newContext();
const page = await ctx.newPage();
const msgs = [];
page.on('console', (m) => { if (m.type() === 'error') msgs.push(m.text().slice(0, 100)); });
await page.goto(base + '/', { waitUntil: 'networkidle' });
console.log(msgs);
await browser.close();
