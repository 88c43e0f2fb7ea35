import { chromium } from '@playwright/test';
const [,, url, out, width = '390', height = '844', chunk = '1400'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
const logs = [];
page.on('console', m => logs.push(`${m.type()}: ${m.text()}`));
page.on('pageerror', e => logs.push(`pageerror: ${e.message}`));
await page.goto(url, { waitUntil: 'networkidle' });
// Scroll through so lazy content loads.
const total = await page.evaluate(() => document.body.scrollHeight);
for (let y = 0; y < total; y += 600) { await page.evaluate((yy) => window.scrollTo(0, yy), y); await page.waitForTimeout(120); }
await page.evaluate(() => window.scrollTo(0, 0)); await page.waitForTimeout(500);
if (process.env.CLICK) { await page.getByRole('button', { name: process.env.CLICK }).first().click(); await page.waitForTimeout(500); }
const h = await page.evaluate(() => document.body.scrollHeight);
let i = 0;
for (let y = 0; y < h; y += Number(chunk)) {
  await page.screenshot({ path: `${out}-${i++}.png`, fullPage: true, clip: { x: 0, y, width: Number(width), height: Math.min(Number(chunk), h - y) } });
}
console.log(i, 'chunks'); console.log(logs.join('\n'));
await browser.close();
