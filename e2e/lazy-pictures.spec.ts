import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { median, recordInteractions, slowCpu, slowestInteraction } from './interactions';

/**
 * A lazy picture far below the screen stays unloaded until it comes near. The production build
 * renders with Preact, which sets an img's attributes in the order they are written: a picture
 * given its src before loading="lazy" loads at once, and a cached one is decoded in the click
 * that showed it (Get the facts' "All topics" spent most of its time there on a phone).
 */
const GET_THE_FACTS = '/harborpine/get-the-facts';

const topics = (page: Page) => page.getByRole('group', { name: 'Filter by topic' });

const showing = (page: Page) => page.getByRole('status').filter({ hasText: /^Showing/ });
/** Every article listed. */
const ALL = /^Showing (\d+) of \1 /;

/** The last card's picture: never near the screen after a filter is cleared at the top. */
const lastPicture = (page: Page) => page.getByRole('article').last().locator('img').first();

// On a phone the last card is a dozen screens down: on a wide screen it is within the distance
// at which Chromium starts loading a lazy picture.
test(
  'a card far below the screen does not load its picture when a filter shows it',
  { tag: '@mobile-only' },
  async ({ page }) => {
    await page.goto(GET_THE_FACTS);
    await topics(page).getByRole('button', { name: 'Budgeting', exact: true }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
    await topics(page).getByRole('button', { name: 'All topics', exact: true }).click();
    await expect(showing(page)).toHaveText(ALL);
    await expect(lastPicture(page)).toHaveAttribute('loading', 'lazy');
    // Two frames on, a picture that was going to load eagerly has started.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await lastPicture(page).evaluate((image: HTMLImageElement) => image.complete)).toBe(
      false,
    );
  },
);

test.describe('on a phone', () => {
  // The timing project runs at desktop width; a phone's screen is what is measured here.
  test.use({ viewport: { width: 390, height: 844 } });

  test(
    'a topic filter answers within 200 ms on a phone-speed CPU',
    { tag: '@timing' },
    async ({ page }) => {
      await recordInteractions(page);
      await page.goto(GET_THE_FACTS);
      await expect(page.getByRole('article').first()).toBeVisible();
      await slowCpu(page);
      const durations: number[] = [];
      for (let round = 0; round < 5; round += 1) {
        // Budgeting lists a few cards; "All topics" then draws a page of them, the heavy tap.
        for (const name of ['Budgeting', 'All topics']) {
          const button = topics(page).getByRole('button', { name, exact: true });
          await button.click();
          await expect(button).toHaveAttribute('aria-pressed', 'true');
          await expect(showing(page)).toHaveText(name === 'Budgeting' ? /^Showing \d of / : ALL);
          durations.push(await slowestInteraction(page));
        }
      }
      const allTopics = durations.filter((_, index) => index % 2 === 1);
      expect(median(allTopics), `All topics: ${allTopics.join(', ')} ms`).toBeLessThan(200);
    },
  );
});
