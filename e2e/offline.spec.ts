import type { Page } from '@playwright/test';
import { allowFailedCalls, expect, expectNoAxeViolations, test } from './fixtures';

const ARTICLE_LINK = 'main a[href*="/articles/"]';

/**
 * Cuts the connection. From then on the calls, chunks and pictures the page asks for may fail at
 * network level: this test caused it. Before, any failure still fails the test.
 */
async function goOffline(page: Page) {
  allowFailedCalls(page, () => true);
  await page.context().setOffline(true);
}

// One width is enough: the behaviour is not layout.
test.describe('offline and back online', { tag: '@desktop-only' }, () => {
  test.afterEach(({ pageProblems }) => {
    // What the browser logs for each request it could not send offline: this test cut it off.
    const offline = (problem: string) =>
      problem.startsWith('console error: Failed to load resource: net::ERR_INTERNET_DISCONNECTED');
    pageProblems.splice(0, pageProblems.length, ...pageProblems.filter((p) => !offline(p)));
  });

  test('a page waiting for its data says it is offline, then loads', async ({ page, context }) => {
    await page.goto('/harborpine');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    const links = page.locator(ARTICLE_LINK);
    // An article opened once has its page code in: offline, only the next one's data is missing.
    await links.first().click();
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    const second = links.nth(1);
    await expect(second).toBeVisible();

    await goOffline(page);
    await second.click();
    const notice = page
      .getByRole('status')
      .filter({ hasText: "You're offline. This page will load when your connection is back." });
    await expect(notice).toBeVisible();
    await expectNoAxeViolations(page);

    await context.setOffline(false);
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });

  test('a page whose code did not arrive offline loads when the connection is back', async ({
    page,
    context,
  }) => {
    await page.goto('/harborpine');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();

    await goOffline(page);
    await page
      .getByRole('navigation', { name: 'Primary' })
      .getByRole('link', { name: 'Resources & FAQs' })
      .click();
    await expect(
      page.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeVisible();

    await context.setOffline(false);
    await expect(main.getByRole('heading', { level: 1, name: 'Resources & FAQs' })).toBeVisible();
  });
});
