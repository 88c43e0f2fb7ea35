import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';

test(
  'the first-view script is the first request and arrives brotli-compressed',
  { tag: '@desktop-only' },
  async ({ page }) => {
    const response = await page.goto('/retirement/generic');
    const html = (await response?.text()) ?? '';
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
    const entry = /^<script type="module" crossorigin src="(\/assets\/index-[^"]+\.js)">$/.exec(
      scripts[0] ?? '',
    )?.[1];
    expect(entry, `first script in index.html: ${scripts[0] ?? 'none'}`).toBeDefined();
    // It runs after the env scripts all the same: the app reads the env they set.
    await expect(page.getByRole('banner')).toBeVisible();

    const brotli = await page.request.get(entry ?? '', { headers: { 'Accept-Encoding': 'br' } });
    expect(brotli.headers()['content-encoding']).toBe('br');
    expect(brotli.headers()['cache-control']).toContain('immutable');
    // Compressed once at build time at brotli's top quality: well under what gzip makes of it.
    const script = await brotli.body();
    expect(Number(brotli.headers()['content-length'])).toBeLessThan(gzipSync(script).length * 0.9);
    const gzip = await page.request.get(entry ?? '', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect(await gzip.body()).toEqual(script);
  },
);

test(
  "the browser's Intl tables are built in a worker that then closes, under the app's CSP",
  { tag: '@desktop-only' },
  async ({ page }) => {
    const closed = page.waitForEvent('worker').then((worker) => {
      expect(worker.url()).toMatch(/^http:\/\/[^/]+\/assets\/warm-intl\.worker-[\w-]+\.js$/);
      return new Promise<void>((resolve) => {
        worker.on('close', () => {
          resolve();
        });
      });
    });
    await page.goto('/retirement/generic');
    await closed;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  },
);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'the page says what it needs in English and in Spanish',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await page.goto('/harborpine?lang=es');
      // Playwright's text locators skip <noscript>, so the paragraphs are found by their tag.
      const notes = page.locator('noscript > p');
      await expect(notes).toHaveText([
        'RetireWell needs JavaScript to show your retirement plan.',
        'RetireWell necesita JavaScript para mostrar su plan de jubilación.',
      ]);
      await expect(notes.nth(1)).toBeVisible();
      await expect(notes.nth(1)).toHaveAttribute('lang', 'es');
    },
  );

  // What a shared link's preview (Slack, iMessage, LinkedIn, WhatsApp) reads: no script runs.
  test(
    "a shared link's preview names the site and says what it is, as index.html's description does",
    { tag: '@desktop-only' },
    async ({ page }) => {
      await page.goto('/retirement/harborpine/quiz/action-plan');
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description).toContain('RetireWell');
      const tag = (selector: string) => page.locator(`head > meta[${selector}]`);
      await expect(tag('property="og:type"')).toHaveAttribute('content', 'website');
      await expect(tag('property="og:site_name"')).toHaveAttribute('content', 'RetireWell');
      await expect(tag('property="og:title"')).toHaveAttribute('content', await page.title());
      await expect(tag('property="og:description"')).toHaveAttribute('content', description ?? '');
      await expect(tag('name="twitter:card"')).toHaveAttribute('content', 'summary');
      await expect(tag('property="og:image"')).toHaveCount(0);
      // The page itself is the search engine's to index; a QA address says otherwise only with JS.
      await expect(tag('name="robots"')).toHaveCount(0);
    },
  );
});

test(
  "robots.txt lets crawlers in, as plain text, not the app's page",
  { tag: '@desktop-only' },
  async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const rules = (await response.text())
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('#'));
    expect(rules).toEqual(['User-agent: *', 'Disallow:']);
  },
);

test(
  'a QA address is not to be indexed by a crawler that runs the page, until a link drops the uid',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await page.goto('/retirement/harborpine?uid=qa');
    await expect(page.getByRole('button', { name: 'Feature flags' })).toBeVisible();
    const robots = page.locator('head > meta[name="robots"]');
    await expect(robots).toHaveAttribute('content', 'noindex');
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'FAQs' })).toBeVisible();
    await expect(robots).toHaveCount(0);
  },
);
