import { chromium } from '@playwright/test';
const [,, url, out, width='1280', height='900', steps=''] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
const logs = [];
page.on('console', m => logs.push(`${m.type()}: ${m.text()}`));
page.on('pageerror', e => logs.push(`pageerror: ${e.message}`));
await page.goto(url, { waitUntil: 'networkidle' });
for (const step of steps.split('|').filter(Boolean)) {
  const [kind, name, value] = step.split('=');
  if (kind === 'click') await page.getByRole('button', { name, exact: true }).first().click();
  if (kind === 'check') await page.getByRole('checkbox', { name }).check();
  if (kind === 'fill') await page.getByRole('textbox', { name }).fill(value);
  if (kind === 'tab') await page.keyboard.press('Tab');
  await page.waitForTimeout(150);
}
await page.waitForTimeout(600);
await page.screenshot({ path: out, fullPage: false });
console.log(page.url()); console.log(logs.join('\n'));
await browser.close();
