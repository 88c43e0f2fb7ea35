import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const base = process.env.BASE ?? 'http://localhost:4173';
for (const path of (process.argv[2] ?? '/retirement/generic,/retirement/generic/quiz,/generic/calculator,/retirement/generic/faqs,/generic/articles/6f1c2a10-0002-4a7e-9b1d-aa0000000002/x').split(',')) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  await page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__shifts.push({ v: e.value, t: e.startTime, src: (e.sources||[]).map(s => { const n = s.node; return n ? (n.nodeName + '.' + (n.className?.baseVal ?? n.className ?? '').toString().slice(0,60) + ' ' + (n.textContent||'').slice(0,40)) : '?'; }) }); }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const shifts = await page.evaluate(() => window.__shifts);
  console.log(path, shifts.reduce((a, s) => a + s.v, 0).toFixed(3), JSON.stringify(shifts).slice(0, 1500));
  await page.close();
}
await browser.close();
