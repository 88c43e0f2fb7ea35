/**
 * npm run lighthouse: Lighthouse (mobile and desktop presets) on the key pages of the production
 * build served with the mock service. Writes reports/lighthouse-summary.{json,md} and fails when
 * a page misses the targets: performance, accessibility and best practices >= 95; on mobile,
 * LCP < 2.0 s and CLS < 0.02.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, chromiumPath } from '../e2e/chromium';
import { lighthousePages } from './lighthouse-pages';
import { serveBuild } from './serve-build';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4291);
const TARGET_SCORE = 95;
const TARGET_LCP_MS = 2_000;
const TARGET_CLS = 0.02;

interface Row {
  page: string;
  preset: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  cls: number;
}

async function main() {
  const server = await serveBuild(PORT);
  const chrome = await chromeLauncher.launch({
    ...(chromiumPath ? { chromePath: chromiumPath } : {}),
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  const rows: Row[] = [];
  try {
    const browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${String(chrome.port)}`,
    });
    for (const { name, path, storage } of lighthousePages) {
      for (const preset of ['mobile', 'desktop'] as const) {
        // Pages that need earlier answers get them in storage first; Lighthouse keeps it. Keeping
        // storage also keeps the HTTP cache, so it is cleared here: every page is a first visit.
        const setup = await browser.newPage();
        await (await setup.createCDPSession()).send('Network.clearBrowserCache');
        await setup.goto(`${server.origin}/env.js`);
        await setup.evaluate(
          (entries: [string, string][]) => {
            window.localStorage.clear();
            window.sessionStorage.clear();
            for (const [key, value] of entries) window.localStorage.setItem(key, value);
          },
          Object.entries(storage ?? {}),
        );
        await setup.close();
        const flags: Flags = {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          disableStorageReset: true,
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        };
        const result = await lighthouse(
          `${server.origin}${path}`,
          flags,
          preset === 'desktop' ? desktopConfig : undefined,
        );
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        // A page that redirected (e.g. the action plan without stored answers) audits another page.
        const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
        if (landed !== new URL(`${server.origin}${path}`).pathname) {
          throw new Error(`${name}: Lighthouse landed on ${landed}, not ${path}`);
        }
        const { categories, audits } = result.lhr;
        const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
        rows.push({
          page: name,
          preset,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
          cls: Number((audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)),
        });
        console.log(JSON.stringify(rows.at(-1)));
      }
    }
    await browser.disconnect();
  } finally {
    chrome.kill();
    server.stop();
  }

  const failures = rows.filter(
    (row) =>
      Math.min(row.performance, row.accessibility, row.bestPractices) < TARGET_SCORE ||
      (row.preset === 'mobile' && (row.lcpMs >= TARGET_LCP_MS || row.cls >= TARGET_CLS)),
  );
  const table = [
    '| Page | Preset | Performance | Accessibility | Best practices | LCP (ms) | CLS |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.page} | ${r.preset} | ${String(r.performance)} | ${String(r.accessibility)} | ${String(r.bestPractices)} | ${String(r.lcpMs)} | ${String(r.cls)} |`,
    ),
  ].join('\n');
  mkdirSync('reports', { recursive: true });
  writeFileSync(
    'reports/lighthouse-summary.json',
    `${JSON.stringify({ date: new Date().toISOString(), rows }, null, 2)}\n`,
  );
  writeFileSync(
    'reports/lighthouse-summary.md',
    `# Lighthouse (${new Date().toISOString().slice(0, 10)})\n\n${table}\n`,
  );
  console.log(table);
  if (failures.length > 0) {
    console.error(`Below target: ${failures.map((r) => `${r.page} (${r.preset})`).join(', ')}`);
    process.exitCode = 1;
  }
}

await main();
