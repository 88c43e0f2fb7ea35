/* eslint playwright/expect-expect: ["warn", { "assertFunctionNames": ["expectNoSidewaysScroll", "expectApart"] }] -- the checks live in the helpers */
import type { Locator, Page } from '@playwright/test';
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
  if (widths.viewport < 600) await expectNothingCollides(page, path);
}

/**
 * Issue 20: at 390 px no two visible controls overlap and no text is cut off by its box (a
 * label ending in "…", a line hidden under the next block).
 */
async function expectNothingCollides(page: Page, path: string) {
  const found = await page.evaluate(() => {
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      // 1 px or less: visually hidden text for screen readers.
      if (box.width <= 1 || box.height <= 1) return false;
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.visibility === 'hidden' || style.display === 'none' || style.opacity === '0') {
          return false;
        }
        // Visually hidden text for screen readers is clipped on purpose.
        if (style.clipPath === 'inset(50%)') return false;
        if (node.getAttribute('aria-hidden') === 'true') return false;
      }
      return true;
    };
    const name = (element: Element) =>
      (element.getAttribute('aria-label') ?? element.textContent).trim().slice(0, 40);
    const controls = [
      ...document.querySelectorAll(
        'a[href], button, input:not([type="hidden"]), select, textarea, [role="slider"], [role="button"], [role="tab"]',
      ),
    ].filter(shown);
    const overlaps: string[] = [];
    controls.forEach((a, i) => {
      for (const b of controls.slice(i + 1)) {
        if (a.contains(b) || b.contains(a)) continue;
        const r = a.getBoundingClientRect();
        const q = b.getBoundingClientRect();
        const width = Math.min(r.right, q.right) - Math.max(r.left, q.left);
        const height = Math.min(r.bottom, q.bottom) - Math.max(r.top, q.top);
        if (width > 1 && height > 1) overlaps.push(`${name(a)} / ${name(b)}`);
      }
    });
    const clipped = [...document.querySelectorAll('body *')]
      .filter((element) => {
        const text = [...element.childNodes].some(
          (child) => child.nodeType === Node.TEXT_NODE && (child.textContent ?? '').trim() !== '',
        );
        if (!text || !shown(element)) return false;
        const style = getComputedStyle(element);
        const hides = [style.overflowX, style.overflowY].some((value) =>
          ['hidden', 'clip'].includes(value),
        );
        return (
          hides &&
          (element.scrollWidth > element.clientWidth + 1 ||
            element.scrollHeight > element.clientHeight + 1)
        );
      })
      .map(name);
    return { overlaps, clipped };
  });
  expect(found.overlaps, `${path}: controls on top of each other`).toEqual([]);
  expect(found.clipped, `${path}: text cut off`).toEqual([]);
}

for (const company of COMPANIES) {
  test(`no page of ${company} scrolls sideways; at 390 px nothing collides`, async ({ page }) => {
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

/** The two boxes do not overlap. */
async function expectApart(a: Locator, b: Locator, what: string) {
  const first = await a.boundingBox();
  const second = await b.boundingBox();
  expect(first && second, what).toBeTruthy();
  const r = first ?? { x: 0, y: 0, width: 0, height: 0 };
  const q = second ?? { x: 0, y: 0, width: 0, height: 0 };
  const width = Math.min(r.x + r.width, q.x + q.width) - Math.max(r.x, q.x);
  const height = Math.min(r.y + r.height, q.y + q.height) - Math.max(r.y, q.y);
  expect(width > 0 && height > 0, what).toBe(false);
}

test.describe('at 390 px the artwork stays in view', { tag: '@mobile-only' }, () => {
  test('hotspot numbers sit beside their icons, not on them', async ({ page }) => {
    await page.goto('/retirement/harborpine');
    const markers = page.locator('li > button[aria-haspopup="dialog"]');
    await expect(markers.first()).toBeVisible();
    const covering = await markers.evaluateAll(
      (buttons) =>
        buttons.filter((button) => {
          // The point the CMS places the hotspot on (the icon's centre): the list item's top-left.
          const item = button.closest('li');
          const frame = item?.parentElement?.parentElement?.getBoundingClientRect();
          if (!item || !frame) return true;
          const style = getComputedStyle(item);
          const x = frame.left + parseFloat(style.left);
          const y = frame.top + parseFloat(style.top);
          const box = button.getBoundingClientRect();
          return x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
        }).length,
    );
    expect(covering).toBe(0);
  });

  test('the quiz welcome balloon is clear of the animals', async ({ page }) => {
    await page.goto('/retirement/harborpine/quiz');
    const balloon = page.getByText('No wrong answers, promise!');
    await expect(balloon).toBeVisible();
    await expectApart(balloon, page.getByRole('main').locator('img').first(), 'balloon on the owl');
  });

  test('carousel arrows sit beside the bullets, not on the picture', async ({ page }) => {
    await page.goto('/retirement/harborpine');
    const carousel = page.locator('.swiper');
    await expect(async () => {
      await page.mouse.wheel(0, 600);
      await expect(carousel).toBeAttached({ timeout: 500 });
    }).toPass();
    await carousel.scrollIntoViewIfNeeded();
    const picture = carousel.locator('.swiper-slide-active img');
    await expect(picture).toBeVisible();
    for (const arrow of ['Previous slide', 'Next slide']) {
      await expectApart(
        carousel.getByRole('button', { name: arrow }),
        picture,
        `${arrow} on the picture`,
      );
    }
  });
});
