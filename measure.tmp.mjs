import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
const [,, url, width = '1280', height = '900'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
const files = [];
page.on('response', async (r) => {
  if (!r.url().endsWith('.js')) return;
  try { const b = await r.body(); files.push([r.url().split('/').pop(), gzipSync(b).length]); } catch {}
});
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(800);
files.sort((a, b) => b[1] - a[1]);
let total = 0; for (const [n, s] of files) { total += s; console.log((s/1024).toFixed(1).padStart(7), n); }
console.log('TOTAL kB gzip', (total/1024).toFixed(1));
await browser.close();
