/**
 * `npm run bench:inp` (issue 22): Interaction to Next Paint on a phone-sized screen at 4x CPU
 * slowdown, for the calculator's sliders and the quiz's answers, on the production build.
 * Every interaction's latency comes from the browser's Event Timing entries (what the INP metric
 * is made of); a Chromium trace of each flow is written beside the report, so a slow interaction
 * can be opened in the DevTools Performance panel. Writes reports/inp-bench.md and
 * reports/inp-{calculator,quiz}.trace.json.gz; fails when a flow's INP is 200 ms or more.
 *
 * `npm run bench:inp -- --other` measures the other frequent interactions the same way, three
 * runs each (typing in the search page's field and in a calculator field, an FAQ answer opened
 * and closed, the language switch, the phone's menu, the calculator's dollars toggle, the home
 * carousel's next button): writes reports/inp-other.md and reports/inp-other-*.trace.json.gz.
 *
 * `npm run bench:inp -- --only=other-dollars,other-menu` measures the named flows (by their
 * trace's file name) five times each and prints the table without writing anything: for a
 * before/after comparison of one change.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/chromium';
import { serveBuild } from './serve-build';

const PORT = Number(process.env.BENCH_PORT ?? 4630);
const CPU_SLOWDOWN = 4;
const TARGET_MS = 200;

/** Each interaction's latency: the longest Event Timing entry that shares its interactionId. */
const OBSERVE_INTERACTIONS = `(() => {
  window.benchInteractions = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const known = window.benchInteractions.get(entry.interactionId);
      if (!known || entry.duration > known.duration) {
        window.benchInteractions.set(entry.interactionId, {
          name: entry.name,
          duration: entry.duration,
          delay: entry.processingStart - entry.startTime,
          processing: entry.processingEnd - entry.processingStart,
        });
      }
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})()`;

interface Interaction {
  name: string;
  duration: number;
  /** Input delay: the main thread was busy when the input came. */
  delay: number;
  /** The app's event handlers and the render they caused. */
  processing: number;
}

async function interactions(page: Page): Promise<Interaction[]> {
  // Event Timing reports an interaction after its next paint: give the last one time to land.
  await page.waitForTimeout(1_000);
  return page.evaluate(() => [
    ...(
      window as unknown as { benchInteractions: Map<number, Interaction> }
    ).benchInteractions.values(),
  ]);
}

/** INP as Chrome defines it: the worst interaction, or the 98th percentile past 50 of them. */
function inp(all: Interaction[]): number {
  const sorted = all.map(({ duration }) => duration).sort((a, b) => b - a);
  return sorted[Math.floor(sorted.length / 50)] ?? 0;
}

async function phone(browser: Browser, origin: string, path: string, ready: string) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.addInitScript(OBSERVE_INTERACTIONS);
  await page.goto(`${origin}${path}`);
  await page.locator(ready).first().waitFor({ timeout: 60_000 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

interface Flow {
  name: string;
  file: string;
  path: string;
  /** What shows once the page is ready to be used. */
  ready: string;
  run: (page: Page) => Promise<void>;
}

/**
 * Measured on pages without tracing (tracing slows the main thread it records), a fresh page for
 * each run, then once more with a trace, for the record.
 */
async function measure(
  browser: Browser,
  origin: string,
  flow: Flow,
  runs: number,
  traced: boolean,
): Promise<Interaction[][]> {
  const results: Interaction[][] = [];
  for (let run = 0; run < runs; run += 1) {
    const page = await phone(browser, origin, flow.path, flow.ready);
    await flow.run(page);
    results.push(await interactions(page));
    await page.close();
  }
  if (!traced) return results;
  const tracedPage = await phone(browser, origin, flow.path, flow.ready);
  const trace = `reports/inp-${flow.file}.trace.json`;
  await browser.startTracing(tracedPage, { path: trace, screenshots: false });
  await flow.run(tracedPage);
  await browser.stopTracing();
  await tracedPage.close();
  writeFileSync(`${trace}.gz`, gzipSync(readFileSync(trace)));
  rmSync(trace);
  return results;
}

const calculator: Flow = {
  name: 'Calculator sliders',
  file: 'calculator',
  path: '/harborpine/calculator#v=1&age=30&retire=67&savings=25000&salary=85000&contribution=6',
  ready: '[data-testid="chance-percent"]',
  run: async (page) => {
    // Keyboard: each key press on a slider is one interaction.
    const contribution = page.getByRole('slider', { name: 'Contribution (% of salary)' });
    await contribution.focus();
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press(i % 2 === 0 ? 'ArrowRight' : 'ArrowLeft');
      await page.waitForTimeout(300);
    }
    // Pointer: a tap at a point of the track, and a drag along it.
    const track = page.getByTestId('calculator-contributionPercentage-slider');
    await track.scrollIntoViewIfNeeded();
    const box = await track.boundingBox();
    if (!box) throw new Error('The contribution slider has no box');
    const y = box.y + box.height / 2;
    for (const share of [0.2, 0.6, 0.35, 0.8, 0.5]) {
      await page.mouse.click(box.x + box.width * share, y);
      await page.waitForTimeout(300);
    }
    await page.mouse.move(box.x + box.width * 0.2, y);
    await page.mouse.down();
    for (let step = 0; step <= 20; step += 1) {
      await page.mouse.move(box.x + box.width * (0.2 + (0.5 * step) / 20), y);
      await page.waitForTimeout(25);
    }
    await page.mouse.up();
  },
};

/** The Eager Rabbit's answers (e2e/quiz.spec.ts); the first and last questions take cards. */
const ANSWERS = [
  ['Getting started with saving'],
  ["I'm just getting started with saving"],
  ['More than 20 years'],
  ["Wait it out. It'll come back."],
  ['Short reads on my break'],
];

const quiz: Flow = {
  name: 'Quiz answers',
  file: 'quiz',
  path: '/retirement/generic/quiz/priorities',
  ready: 'main h1',
  run: async (page) => {
    for (const [index, choices] of ANSWERS.entries()) {
      const isCard = index === 0 || index === 4;
      for (const choice of isCard ? [...choices, 'Next'] : choices) {
        await page.getByRole('button', { name: choice, exact: true }).click();
        await page.waitForTimeout(300);
      }
    }
    await page.getByTestId('persona-name').waitFor({ timeout: 60_000 });
  },
};

/** Types `text` a key at a time, at a quick typist's pace: each key press is one interaction. */
async function type(page: Page, text: string) {
  for (const key of text) {
    await page.keyboard.press(key);
    await page.waitForTimeout(150);
  }
}

const search: Flow = {
  name: 'Search page: typing in its field',
  file: 'other-search',
  path: '/harborpine/search?q=roth',
  ready: 'main h2',
  run: async (page) => {
    const field = page.getByRole('main').getByRole('searchbox');
    await field.click();
    await page.waitForTimeout(300);
    await field.press('End');
    await type(page, ' pre-tax contribution');
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Backspace');
      await page.waitForTimeout(150);
    }
  },
};

const faqs: Flow = {
  name: 'FAQs: an answer opened and closed',
  file: 'other-faqs',
  path: '/retirement/harborpine/faqs',
  ready: 'main button[aria-expanded]',
  run: async (page) => {
    const questions = page.getByRole('main').locator('button[aria-expanded]');
    for (let index = 0; index < 3; index += 1) {
      const question = questions.nth(index);
      await question.click();
      await page.waitForTimeout(600);
      await question.click();
      await page.waitForTimeout(600);
    }
  },
};

const language: Flow = {
  name: 'Language switch (English, Español)',
  file: 'other-language',
  path: '/retirement/harborpine',
  ready: 'main h1',
  run: async (page) => {
    const banner = page.getByRole('banner');
    for (let i = 0; i < 2; i += 1) {
      await banner.getByRole('button', { name: 'Español', exact: true }).click();
      await banner.getByRole('button', { name: 'English', exact: true }).waitFor();
      await page.waitForTimeout(600);
      await banner.getByRole('button', { name: 'English', exact: true }).click();
      await banner.getByRole('button', { name: 'Español', exact: true }).waitFor();
      await page.waitForTimeout(600);
    }
  },
};

const menu: Flow = {
  name: 'Mobile menu opened and closed',
  file: 'other-menu',
  path: '/retirement/harborpine',
  ready: 'main h1',
  run: async (page) => {
    const banner = page.getByRole('banner');
    for (let i = 0; i < 3; i += 1) {
      await banner.getByRole('button', { name: 'Open menu' }).click();
      await page.waitForTimeout(600);
      await banner.getByRole('button', { name: 'Close menu' }).click();
      await page.waitForTimeout(600);
    }
  },
};

const dollars: Flow = {
  name: 'Calculator: Today’s / Future dollars',
  file: 'other-dollars',
  path: calculator.path,
  ready: calculator.ready,
  run: async (page) => {
    for (let i = 0; i < 3; i += 1) {
      await page.getByRole('button', { name: 'Future dollars', exact: true }).click();
      await page.waitForTimeout(600);
      await page.getByRole('button', { name: 'Today’s dollars', exact: true }).click();
      await page.waitForTimeout(600);
    }
  },
};

const field: Flow = {
  name: 'Calculator: typing in a field',
  file: 'other-field',
  path: calculator.path,
  ready: calculator.ready,
  run: async (page) => {
    const salary = page.getByRole('textbox', { name: 'Pretax annual salary', exact: true });
    await salary.click();
    await page.waitForTimeout(300);
    for (const value of ['91000', '78500']) {
      await salary.press('ControlOrMeta+a');
      await page.waitForTimeout(150);
      await page.keyboard.press('Backspace');
      await page.waitForTimeout(150);
      await type(page, value);
      await page.waitForTimeout(600);
    }
  },
};

const carousel: Flow = {
  name: 'Home carousel: next slide',
  file: 'other-carousel',
  path: '/retirement/harborpine',
  ready: 'main h1',
  run: async (page) => {
    // Swiper loads as the carousel nears the screen.
    const region = page.getByRole('region', { name: 'Three next steps' });
    await region.scrollIntoViewIfNeeded();
    await region.locator('.swiper-initialized').waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1_000);
    for (let i = 0; i < 5; i += 1) {
      await region.getByRole('button', { name: 'Next slide' }).click();
      // A click while a looping change still moves is ignored (e2e/carousel.ts).
      await page.waitForTimeout(1_500);
    }
  },
};

const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const other = only !== undefined || process.argv.includes('--other');
const runs = only ? 5 : other ? 3 : 1;
const { origin, stop } = await serveBuild(PORT);
mkdirSync('reports', { recursive: true });
const flows: { name: string; file: string; runs: Interaction[][] }[] = [];
try {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const all = [calculator, quiz, search, faqs, language, menu, dollars, field, carousel];
  const measured = only
    ? all.filter((flow) => only.includes(flow.file))
    : other
      ? [search, faqs, language, menu, dollars, field, carousel]
      : [calculator, quiz];
  if (measured.length === 0) throw new Error(`No flow named ${String(only)}`);
  for (const flow of measured) {
    flows.push({ ...flow, runs: await measure(browser, origin, flow, runs, !only) });
  }
  await browser.close();
} finally {
  stop();
}

const ms = (value: number) => `${String(Math.round(value))} ms`;
const slowest = (all: Interaction[]) =>
  [...all]
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 3)
    .map(
      (entry) =>
        `${entry.name} ${ms(entry.duration)} (delay ${ms(entry.delay)}, handlers ${ms(entry.processing)}, paint ${ms(entry.duration - entry.delay - entry.processing)})`,
    )
    .join('; ');
const rows = flows.map(({ name, runs: results }) => {
  const values = results.map(inp);
  // The run that set the flow's worst INP shows where its time went.
  const worstRun = results[values.indexOf(Math.max(...values))] ?? [];
  const value = Math.max(...values);
  const verdict = value < TARGET_MS ? 'ok' : 'OVER';
  return {
    value,
    line: other
      ? `| ${name} | ${results.map((all) => String(all.length)).join(' / ')} | ${values.map(ms).join(' / ')} | ${verdict} | ${slowest(worstRun)} |`
      : `| ${name} | ${String(worstRun.length)} | ${ms(value)} | ${verdict} | ${slowest(worstRun)} |`,
  };
});
const traces = flows.map(({ file }) => `\`reports/inp-${file}.trace.json.gz\``).join(', ');
const report = `# INP benchmark${other ? ': other interactions' : ''} (${new Date().toISOString().slice(0, 10)})

Written by \`npm run bench:inp${other ? ' -- --other' : ''}\`: the production build at 390 x 844 px with Chromium's CPU slowed ${String(CPU_SLOWDOWN)}x, interactions measured from Event Timing entries on ${other ? `${String(runs)} fresh pages per flow` : 'a page'} without tracing (a second pass records the traces) (durationThreshold 16 ms; faster interactions do not count against INP). Target: INP under ${String(TARGET_MS)} ms${other ? ' in every run' : ''}. Traces: ${traces} (unzip, then open in the DevTools Performance panel).

| Flow | Interactions over 16 ms${other ? ' (per run)' : ''} | INP${other ? ' (per run)' : ''} | Target | Slowest interactions${other ? ' of the worst run' : ''} (input delay, handlers, until the next paint) |
|---|---|---|---|---|
${rows.map((row) => row.line).join('\n')}
`;
if (!only) writeFileSync(other ? 'reports/inp-other.md' : 'reports/inp-bench.md', report);
console.log(report);
if (rows.some((row) => row.value >= TARGET_MS)) process.exitCode = 1;
