import { expect, test } from './fixtures';
import { simulatePageTranslation } from './page-translator';

// Many participants read the English site through Chrome's own translation: text that changes
// must change on the translated page too, with no crash (the fixture fails on any page error).
// Behaviour, not layout: once, at desktop width.
test.describe('read through the browser’s page translation', { tag: '@desktop-only' }, () => {
  test.describe.configure({ timeout: 60_000 });

  test.beforeEach(async ({ page }) => {
    await simulatePageTranslation(page);
  });

  test('the quiz counts the cards chosen', async ({ page }) => {
    await page.goto('/retirement/generic/quiz/priorities');
    const count = page.getByRole('status').filter({ hasText: 'selected' });
    await expect(count).toHaveText('0 selected.');
    await page.getByRole('button', { name: 'Paying down debt', exact: true }).click();
    await page.getByRole('button', { name: 'Taxes and my paycheck', exact: true }).click();
    await expect(count).toHaveText('2 selected.');
  });

  test('the action plan counts the steps marked as done', async ({ page }) => {
    await page.goto('/retirement/generic/quiz/priorities');
    await page.getByRole('button', { name: 'Paying down debt', exact: true }).click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('button', { name: 'Other bills come first right now' }).click();
    await page.getByRole('button', { name: '10 to 20 years' }).click();
    await page.getByRole('button', { name: 'Move my money somewhere safer' }).click();
    await page.getByRole('button', { name: 'Reminders to check in' }).click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    const count = page.getByRole('status').filter({ hasText: /of 5 done/ });
    await expect(count).toHaveText('0 of 5 done');
    const boxes = page.getByRole('checkbox', { name: 'Mark as done' });
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await expect(count).toHaveText('2 of 5 done');
    await boxes.nth(0).uncheck();
    await expect(count).toHaveText('1 of 5 done');
  });

  test('a calculator field’s hint gives way to its message', async ({ page }) => {
    await page.goto('/generic/calculator');
    const match = page.getByRole('textbox', { name: 'Employer match (%)', exact: true });
    await expect(match).toHaveAccessibleDescription(/^From 0% to 200%\. Cents your employer adds/);
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(match).toHaveAccessibleDescription('Some information above is missing.');
    await expect(
      page.locator(`#${String(await match.getAttribute('aria-describedby'))}`),
    ).toHaveText('Some information above is missing.');
  });

  test('search says how many results it found, on the page and to screen readers', async ({
    page,
  }) => {
    await page.goto('/harborpine/search?q=roth');
    await expect(
      page.getByRole('heading', { level: 2, name: /^\d+ results? for “roth”$/ }),
    ).toBeVisible();
    const field = page
      .getByRole('main')
      .getByRole('searchbox', { name: 'Search articles and FAQs' });
    await field.fill('xylophone');
    await field.press('Enter');
    await expect(
      page.getByRole('heading', { level: 2, name: 'No results for “xylophone”' }),
    ).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'xylophone' })).toHaveText(
      'No results for “xylophone”',
    );
  });

  test('the FAQs’ Expand all becomes Collapse all', async ({ page }) => {
    await page.goto('/harborpine/faqs');
    await page.getByRole('button', { name: 'Expand all' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'answers are open' })).toBeAttached();
    await page.getByRole('button', { name: 'Collapse all' }).click();
    await expect(page.getByRole('button', { name: 'Expand all' })).toBeVisible();
  });

  test('the calculator’s figures follow the inputs, once each', async ({ page }) => {
    // The chart's code arrives after the figures, as on a slow first load.
    await page.route(/\/balance-section-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/generic/calculator');
    const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
    await field('Current age').fill('35');
    await field('Current savings').fill('20000');
    await field('Pretax annual salary').fill('60000');
    await field('Contribution (% of salary)').fill('5');
    await field('Employer match (%)').fill('50');
    await field('Employer match up to (% of salary)').fill('6');
    await page.getByRole('button', { name: 'Calculate' }).click();
    const income = page.getByTestId('monthly-income');
    // Once, not beside its translation: the chart no longer suspends the boundary it shares with
    // the figures, which took them off the page and put their first text back.
    await expect(income).toHaveText(/^\$[\d,]+ ?a month$/, { timeout: 20_000 });
    const first = await income.textContent();
    await page.getByRole('slider', { name: 'Retirement age' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Your retirement at 68' }),
    ).toBeVisible();
    await expect(income).not.toHaveText(first ?? '');
    await expect(income).toHaveText(/^\$[\d,]+ ?a month$/);
    await page.getByRole('button', { name: 'Future dollars' }).click();
    // In the results: on a phone the income bar under the form says it too.
    await expect(
      page
        .getByRole('region', { name: /^Your retirement at \d+$/ })
        .getByText(/^Estimated monthly income \(future dollars\)$/),
    ).toBeVisible();
    await expect(income).toHaveText(/^\$[\d,]+ ?a month$/);
  });

  test('the reminder says what is still needed as fields are filled', async ({ page }) => {
    await page.goto('/harborpine/make-a-change');
    await page.getByRole('button', { name: 'Remind me in six months' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get a contribution reminder' });
    const needed = dialog.getByText(/^Still needed/);
    await expect(needed).toHaveText(
      'Still needed: first name, last name, email, and the “I’m not a robot” check.',
    );
    await dialog.getByRole('textbox', { name: 'First name' }).fill('José');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill('García');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('jose@example.com');
    await expect(needed).toHaveText('Still needed: the “I’m not a robot” check.');
  });

  test('Get the facts counts the articles a topic shows', async ({ page }) => {
    await page.goto('/harborpine/get-the-facts');
    const count = page.getByRole('status').filter({ hasText: /^Showing/ });
    await expect(count).toHaveText('Showing 24 of 24 articles');
    await page.getByRole('button', { name: 'Budgeting', exact: true }).click();
    await expect(count).not.toHaveText('Showing 24 of 24 articles');
    await expect(count).toHaveText(/^Showing \d+ of 24 articles$/);
  });
});
