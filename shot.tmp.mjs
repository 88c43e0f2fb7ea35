import { chromium } from '@playwright/test';
const [,, url, out, width='1280', height='900'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
const logs = [];
page.on('console', m => logs.push(`${m.type()}: ${m.text()}`));
page.on('pageerror', e => logs.push(`pageerror: ${e.message}`));
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(400);
if (process.env.CLICK) { await page.getByRole('button', { name: process.env.CLICK }).click(); await page.waitForTimeout(300); }
await page.screenshot({ path: out, fullPage: process.env.FULL !== '0' });
console.log(page.url()); console.log(logs.join('\n'));
await browser.close();
