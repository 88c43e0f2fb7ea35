import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * A sponsor's brand colours come from the CMS and may be light: the theme must still give every
 * text, link and control drawn in them WCAG AA contrast on the page's white.
 */
async function brandHarborpine(page: Page, colours: { primaryColor: string }) {
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
