import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const u of process.argv.slice(2)) {
  const page = await browser.newPage();
  const msgs = [];
  page.on('console', (m) => { if (['error','warning'].includes(m.type())) msgs.push(m.type() + ': ' + m.text().slice(0, 1500)); });
  page.on('pageerror', (e) => msgs.push('pageerror: ' + e.message.slice(0, 1500)));
  await page.goto((process.env.BASE ?? 'http://localhost:8000') + u, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  console.log(u, JSON.stringify(msgs, null, 1));
  await page.close();
}
await browser.close();
