/**
 * Bundle budget: the JavaScript each key page loads for its first view, measured in Chromium
 * against the production build (dist/) served with the mock service, gzip-compressed as a
 * server would send it. Fails when a page is over its budget (issue 22: home and quiz 190 kB,
 * calculator 210 kB, in both languages); writes reports/bundle-budget.md.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { testLaunchOptions } from '../e2e/chromium';
import { serveBuild } from './serve-build';

const PORT = Number(process.env.BUDGET_PORT ?? 4290);

/** kB gzip; undefined reports the page without a budget. */
const PAGES: { name: string; path: string; budgetKb?: number }[] = [
  { name: 'Home', path: '/retirement/generic', budgetKb: 190 },
  { name: 'Quiz welcome', path: '/retirement/generic/quiz', budgetKb: 190 },
  { name: 'Calculator', path: '/generic/calculator', budgetKb: 210 },
  // The Spanish edition (issue 21): the same pages with the Spanish catalog instead.
  { name: 'Home (es)', path: '/retirement/generic?lang=es', budgetKb: 190 },
  { name: 'Quiz welcome (es)', path: '/retirement/generic/quiz?lang=es', budgetKb: 190 },
  { name: 'Calculator (es)', path: '/generic/calculator?lang=es', budgetKb: 210 },
  { name: 'FAQs', path: '/retirement/generic/faqs' },
  { name: 'Get the facts', path: '/generic/get-the-facts' },
  { name: 'Privacy policy', path: '/retirement/privacy' },
];

const kB = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  const server = await serveBuild(PORT);
  try {
    const browser = await chromium.launch(testLaunchOptions);
    const rows: string[] = [];
    const over: string[] = [];
    for (const { name, path, budgetKb } of PAGES) {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      const scripts = new Set<string>();
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
      });
      // networkidle alone can come before the page's lazy chunks are even asked for on a busy
      // machine, which would undercount: wait for the page's heading first.
      await page.goto(`${server.origin}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      await page.close();
      const sizes = [...scripts].map((file) => ({
        file: file.replace('/assets/', ''),
        gzip: gzipSync(readFileSync(`dist${file}`)).length,
      }));
      const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
      const largest = sizes
        .sort((a, b) => b.gzip - a.gzip)
        .slice(0, 4)
        .map(({ file, gzip }) => `${file} ${kB(gzip)}`)
        .join(', ');
      const verdict =
        budgetKb === undefined ? 'report only' : total / 1024 <= budgetKb ? 'ok' : 'OVER';
      if (verdict === 'OVER') over.push(name);
      // Issue 21: a page loads its own language's catalog and never the other one's.
      const other = path.includes('lang=es') ? 'catalog-en-' : 'catalog-es-';
      if (sizes.some(({ file }) => file.startsWith(other))) over.push(`${name} (loads ${other}*)`);
      rows.push(
        `| ${name} | \`${path}\` | ${String(sizes.length)} | ${kB(total)} | ${budgetKb === undefined ? '' : String(budgetKb)} | ${verdict} | ${largest} |`,
      );
    }
    await browser.close();
    const report = [
      '# Bundle budget (first view, gzip)',
      '',
      '| Page | Path | Scripts | kB gzip | Budget (kB) | Verdict | Largest scripts (kB) |',
      '|---|---|---|---|---|---|---|',
      ...rows,
      '',
    ].join('\n');
    mkdirSync('reports', { recursive: true });
    writeFileSync('reports/bundle-budget.md', report);
    console.log(report);
    if (over.length > 0) {
      console.error(`Over budget: ${over.join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    server.stop();
  }
}

await main();
