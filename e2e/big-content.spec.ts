import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import {
  longestFrame,
  median,
  recordInteractions,
  recordLongFrames,
  slowCpu,
  slowestInteraction,
} from './interactions';

/**
 * A content service that sends far more than the fixtures: each call's real answer, repeated.
 * What a participant on a phone does with it (open a question, filter the articles) must still
 * answer within 200 ms with the CPU slowed 4x.
 */
async function bigContent(page: Page) {
  await page.route('**/po/content/content/faqs?**', async (route) => {
    const response = await route.fetch();
    const { faqs } = (await response.json()) as { faqs: { id: string; question: string }[] };
    const many = Array.from({ length: 300 }, (_, index) => {
      const faq = faqs[index % faqs.length];
      return {
        ...faq,
        id: `${String(faq?.id)}-${String(index)}`,
        question: `${String(index + 1)}. ${String(faq?.question)}`,
        isEnroll: false,
      };
    });
    await route.fulfill({ response, json: { faqs: many } });
  });
}

test.beforeEach(async ({ page }) => {
  await recordInteractions(page);
  await bigContent(page);
});

test(
  'with 300 FAQs, a question opens and closes within 200 ms on a phone-speed CPU',
  { tag: '@timing' },
  async ({ page }) => {
    await page.goto('/retirement/harborpine/faqs');
    // The load is not what is timed: on a busy machine 300 questions take longer than the
    // default wait to appear.
    await expect(page.getByRole('button', { name: /^300\. / })).toBeVisible({ timeout: 20_000 });
    await slowCpu(page);
    const durations: number[] = [];
    for (const number of [2, 150, 299]) {
      const question = page.getByRole('button', { name: new RegExp(`^${String(number)}\\. `) });
      for (const expanded of ['true', 'false']) {
        await question.click();
        await expect(question).toHaveAttribute('aria-expanded', expanded);
        durations.push(await slowestInteraction(page));
      }
    }
    expect(median(durations), `interactions: ${durations.join(', ')} ms`).toBeLessThan(200);
  },
);

test(
  'with 300 FAQs open, Collapse all never holds a phone-speed page for more than 1.5 s',
  { tag: '@timing' },
  async ({ page }) => {
    await recordLongFrames(page);
    await page.goto('/retirement/harborpine/faqs');
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: /^300\. / })).toBeVisible({ timeout: 20_000 });
    await main.getByRole('button', { name: 'Expand all' }).click();
    await expect(main.getByRole('status')).toHaveText('All 300 answers are open.', {
      timeout: 30_000,
    });
    await slowCpu(page);
    await longestFrame(page);
    await main.getByRole('button', { name: 'Collapse all' }).click();
    await expect(main.getByRole('status')).toHaveText('All answers are closed.', {
      timeout: 30_000,
    });
    await expect(main.getByRole('button', { expanded: true })).toHaveCount(0);
    // Closed in one task, the 300 answers held the page for 2 to 4 s.
    expect(await longestFrame(page)).toBeLessThan(1500);
  },
);

const ARTICLE = '6f1c2a10-0001-4a7e-9b1d-aa0000000001';

test(
  'a table wider than a phone scrolls inside its own box, with its words whole',
  { tag: '@mobile-only' },
  async ({ page }) => {
    const cells = (tag: string, text: string) =>
      Array.from({ length: 12 }, (_, column) => `<${tag}>${text} ${String(column)}</${tag}>`).join(
        '',
      );
    const rows = Array.from(
      { length: 20 },
      (_, row) => `<tr>${cells('td', `$${String(row)},456.78`)}</tr>`,
    );
    const wide =
      `<table><thead><tr>${cells('th', 'Heading')}</tr></thead><tbody>${rows.join('')}</tbody></table>` +
      `<pre>${'contribution-limit-'.repeat(30)}</pre>`;
    await page.route(`**/po/content/articles/${ARTICLE}?**`, async (route) => {
      const response = await route.fetch();
      const article = (await response.json()) as { content: string };
      await route.fulfill({ response, json: { ...article, content: article.content + wide } });
    });
    await page.goto(`/harborpine/articles/${ARTICLE}/start-saving-for-retirement-today`);
    const table = page.getByRole('region', { name: 'Table' });
    await expect(table.getByRole('columnheader', { name: 'Heading 11' })).toBeAttached();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      screen: window.innerWidth,
    }));
    expect(widths.page, 'the page is wider than the screen').toBeLessThanOrEqual(widths.screen);
    // Each heading on one line, not broken letter by letter into the screen's width.
    const heading = await table.getByRole('columnheader', { name: 'Heading 0' }).boundingBox();
    const row = await table.getByRole('cell', { name: '$0,456.78 0' }).boundingBox();
    expect(heading?.height).toBeLessThan(2 * (row?.height ?? 0));
    expect(heading?.width).toBeGreaterThan(60);
    // The keyboard scrolls it: the box takes the focus.
    await table.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => table.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  },
);
