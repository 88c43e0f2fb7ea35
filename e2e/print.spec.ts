import type { Locator, Page } from '@playwright/test';
import { expect, storeAnswers, test } from './fixtures';

// Participants print (or save as PDF) their projection and action plan for HR or a spouse. A
// printout is read on paper: no control works there, and browsers leave backgrounds out unless a
// page asks for them, so white text on a coloured box would print as nothing.

const CALCULATOR =
  '/harborpine/calculator#v=1&age=30&retire=67&savings=25000&salary=85000&contribution=6&match=50&matchUpTo=6';

/** Whether the element's own colours reach the paper when backgrounds are not printed. */
const printsItsColours = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).printColorAdjust === 'exact');

/** Whether a page break may cut the element in two (a card's title on one sheet, its text on the next). */
const keptWhole = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).breakInside === 'avoid');

async function expectPrintedShell(page: Page) {
  await expect(page.getByRole('button', { name: 'Español' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Footer' })).toBeHidden();
  // The legal disclosures print, in a colour that shows on white paper.
  const disclosures = page.getByTestId('disclosures');
  await expect(disclosures).toBeVisible();
  const colour = await disclosures.evaluate((element) => getComputedStyle(element).color);
  const channels = (colour.match(/\d+/g) ?? []).slice(0, 3).map(Number);
  expect(Math.max(...channels), `disclosure colour ${colour}`).toBeLessThan(128);
}

test.describe('printing', { tag: '@desktop-only' }, () => {
  test('the projection prints its figures and date, without the controls', async ({ page }) => {
    await page.goto(CALCULATOR);
    await expect(page.getByTestId('monthly-income')).toBeVisible({ timeout: 15_000 });
    const madeOn = page.getByText(/^Projection made on /);
    await expect(madeOn).toBeHidden();

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('monthly-income')).toBeVisible();
    await expect(page.getByTestId('balance-chart')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How we work it out' })).toBeVisible();
    await expect(madeOn).toBeVisible();
    for (const name of ['Calculate', 'Clear', 'Copy link', 'Change my contribution']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeHidden();
    }
    await expect(page.getByRole('slider').first()).toBeHidden();
    // The readiness bar is a coloured box.
    expect(await printsItsColours(page.getByRole('progressbar').first())).toBe(true);
    expect(await keptWhole(page.getByTestId('plus-one'))).toBe(true);
    await expectPrintedShell(page);
  });

  test('the action plan prints its steps, without the controls', async ({ page }) => {
    await storeAnswers(page);
    await page.goto('/retirement/harborpine/quiz/action-plan');
    const firstStep = page.getByTestId('plan-section').first();
    await expect(firstStep).toBeVisible({ timeout: 15_000 });

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(firstStep.getByRole('heading', { level: 2 })).toBeVisible();
    for (const name of ['Retake the quiz', 'Copy link']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeHidden();
    }
    // The step's number is white on the company's colour.
    expect(await printsItsColours(firstStep.getByText('1', { exact: true }).first())).toBe(true);
    expect(await keptWhole(page.getByRole('main').getByRole('article').first())).toBe(true);
    await expectPrintedShell(page);
  });

  test('an article prints the address of each link to another site', async ({ page }) => {
    await page.goto('/harborpine/articles/6f1c2a10-0001-4a7e-9b1d-aa0000000001/a');
    const link = page.getByRole('link', { name: /^compound interest calculator/ });
    await expect(link).toBeVisible({ timeout: 15_000 });
    const printedAfter = () =>
      link.evaluate((element) => getComputedStyle(element, '::after').content);
    expect(await printedAfter()).toBe('none');

    await page.emulateMedia({ media: 'print' });
    expect(await printedAfter()).toBe(
      '" (https://www.investor.gov/financial-tools-calculators/calculators/compound-interest-calculator)"',
    );
  });
});
