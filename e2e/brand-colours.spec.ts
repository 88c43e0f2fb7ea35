import { getContrastRatio } from '@mui/material/styles';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * A sponsor's brand colours come from the CMS and may be light: the theme must still give every
 * text, link and control drawn in them WCAG AA contrast on the page's white.
 */
async function brandHarborpine(
  page: Page,
  colours: { primaryColor: string } | { secondaryColor: string },
) {
  await page.route(/\/content\/fragments\/nested\?path=[^&]*companies/, async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    return route.fulfill({ response, json: { ...config, ...colours } });
  });
}

test.describe('a light-yellow sponsor colour', () => {
  test.describe.configure({ timeout: 60_000 });

  test.beforeEach(async ({ page }) => {
    await brandHarborpine(page, { primaryColor: '#FFD700' });
  });

  test('the home page passes axe', async ({ page }) => {
    await page.goto('/harborpine');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(page);
  });

  test('a quiz question with a chosen answer passes axe', async ({ page }) => {
    await page.goto('/retirement/harborpine/quiz/priorities');
    const answer = page.getByRole('button', { name: /^Getting started/ });
    await expect(answer).toBeVisible({ timeout: 15_000 });
    await answer.click();
    await expect(answer).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(page);
  });

  test('the calculator with its results passes axe', async ({ page }) => {
    // A shared scenario: the results (the monthly income in the brand colour) show at once.
    await page.goto(
      '/harborpine/calculator#v=1&age=30&retire=67&savings=25000&salary=85000&contribution=6&match=50&matchUpTo=6',
    );
    await expect(page.getByTestId('monthly-income')).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page);
  });
});

test.describe('a light-yellow secondary colour', () => {
  test.describe.configure({ timeout: 60_000 });

  // WCAG 1.4.11, which axe does not check in SVG: the increased plan's line, its markers and its
  // legend swatch are drawn in the secondary's shade and read at 3:1 on the chart's white.
  test('draws the increased plan’s line at 3:1', async ({ page }) => {
    await brandHarborpine(page, { secondaryColor: '#FFD700' });
    await page.goto(
      '/harborpine/calculator#v=1&age=30&retire=67&savings=25000&salary=85000&contribution=6&match=50&matchUpTo=6',
    );
    const line = page.getByTestId('balance-chart').locator('path[data-series="increased"]').first();
    await expect(line).toBeAttached({ timeout: 20_000 });
    const stroke = await line.getAttribute('stroke');
    expect(getContrastRatio(stroke ?? '#ffffff', '#ffffff')).toBeGreaterThanOrEqual(3);
    await expectNoAxeViolations(page);
  });
});

test.describe('a home hotspot block on a dark CMS colour', () => {
  test.describe.configure({ timeout: 60_000 });

  test('keeps its words readable and passes axe', async ({ page }) => {
    await page.route(/\/content\/fragments\/nested\?path=[^&]*homepage/, async (route) => {
      const response = await route.fetch();
      const home = (await response.json()) as {
        children_components?: { [key: string]: unknown }[];
      };
      const components = (home.children_components ?? []).map((block) =>
        'backgroundColor' in block ? { ...block, backgroundColor: '#0f2a3d' } : block,
      );
      return route.fulfill({ response, json: { ...home, children_components: components } });
    });
    await page.goto('/harborpine');
    const hotspot = page.getByRole('region', { name: 'How your plan grows' });
    await expect(hotspot).toBeVisible({ timeout: 15_000 });
    await hotspot.scrollIntoViewIfNeeded();
    await expect(hotspot).toHaveCSS('background-color', 'rgb(15, 42, 61)');
    await expectNoAxeViolations(page);
  });
});

test.describe('a phone set to darken websites', () => {
  test.use({ colorScheme: 'dark' });

  // Chrome's "darken websites" (Android) repaints a light page in colours of its own, where the
  // page does not say it is drawn for light alone: the sponsor's dark logo on a black bar, white text on a gold button. What is
  // painted is all that changes (computed styles stay), so the test compares pixels.
  test('keeps the sponsor’s colours as drawn', { tag: '@desktop-only' }, async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    const pages = [
      { path: '/harborpine', cta: page.getByRole('link', { name: 'Take the quiz' }) },
      {
        path: '/retirement/harborpine/quiz',
        cta: page.getByRole('button', { name: "Let's get started" }),
      },
    ];
    for (const { path, cta } of pages) {
      await page.goto(path);
      const header = page.getByRole('banner');
      await expect(header.getByRole('img', { name: /logo/ })).toBeVisible({ timeout: 15_000 });
      const parts = [
        ['header', header],
        ['call to action', cta],
      ] as const;
      for (const [name, part] of parts) {
        const asDrawn = await part.screenshot({ animations: 'disabled' });
        await cdp.send('Emulation.setAutoDarkModeOverride', { enabled: true });
        const darkened = await part.screenshot({ animations: 'disabled' });
        await cdp.send('Emulation.setAutoDarkModeOverride', {});
        expect(darkened.equals(asDrawn), `${path}: ${name}`).toBe(true);
      }
    }
  });
});
