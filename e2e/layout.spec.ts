/* eslint playwright/expect-expect: ["warn", { "assertFunctionNames": ["expectNoSidewaysScroll"] }] -- the check lives in the helper */
import type { Page } from '@playwright/test';
import { CSS_KEY, KEEP_KEYS, KEEP_VALUE, URL_KEY, URL_VALUE } from './content-fields';
import { expect, test } from './fixtures';

/**
 * Issue 20: no page of any company scrolls sideways, at 390 or 1280 px, even when the CMS sends
 * words and addresses longer than a phone is wide.
 */
const COMPANIES = ['generic', 'harborpine', 'lumenhealth', 'cobaltridge'] as const;
const MATCH = '6f1c2a10-0002-4a7e-9b1d-aa0000000002';
const VIDEO = '6f1c2a10-0011-4a7e-9b1d-aa0000000011';

const pagesOf = (company: string) => [
  `/retirement/${company}`,
  `/retirement/${company}/quiz`,
  `/retirement/${company}/quiz/priorities`,
  `/retirement/${company}/faqs`,
  `/retirement/${company}/sitemap`,
  `/${company}/calculator`,
  `/${company}/get-the-facts`,
  `/${company}/articles/${MATCH}/x`,
  `/${company}/articles/${VIDEO}/x`,
  `/${company}/make-a-change`,
  `/${company}/contact-us`,
  `/${company}/target-date`,
  `/${company}/hispanic`,
  `/${company}/no-such-page`,
];

async function expectNoSidewaysScroll(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Wait for the page's data (no skeleton or spinner left; the quiz's own progress bar has a
  // value): lists and bodies are what get too wide.
  await expect(
    page.locator('.MuiSkeleton-root, [role="progressbar"]:not([aria-valuenow])'),
    `${path} still loading`,
  ).toHaveCount(0);
  const widths = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.document, `${path} is wider than the screen`).toBeLessThanOrEqual(widths.viewport);
}

for (const company of COMPANIES) {
  test(`no page of ${company} scrolls sideways`, async ({ page }) => {
    test.setTimeout(90_000);
    for (const path of pagesOf(company)) await expectNoSidewaysScroll(page, path);
  });
}

const LONG_WORD = 'Retirementsavingsaccountcontributionlimitadjustment'.repeat(3);
const LONG_URL = `https://www.example.test/${'plan-documents/'.repeat(12)}summary.pdf`;

/** Every text field of every content call gets a word and an address wider than a phone. */
function stretch(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => stretch(item, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, stretch(v, k)]),
    );
  }
  if (
    typeof value !== 'string' ||
    KEEP_KEYS.has(key) ||
    URL_KEY.test(key) ||
    CSS_KEY.test(key) ||
    KEEP_VALUE.test(value) ||
    URL_VALUE.test(value) ||
    value.trim() === ''
  ) {
    return value;
  }
  return `${value} ${LONG_WORD} ${LONG_URL}`;
}

test('long words and addresses from the CMS never widen a page', async ({ page }) => {
  test.setTimeout(90_000);
  await page.route(/\/(?:po\/content|wcm\/api)\//, async (route) => {
    const response = await route.fetch();
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('json')) return route.fulfill({ response });
    return route.fulfill({ response, json: stretch(await response.json()) });
  });
  for (const path of pagesOf('harborpine')) await expectNoSidewaysScroll(page, path);
});
