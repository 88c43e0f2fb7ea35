import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Screens that are short rather than narrow: a 1280 x 800 window zoomed to 400% is 320 x 200 CSS
 * px (WCAG 1.4.10), and a phone held sideways is about 390 px tall.
 */

/** The dialog's body is shown whole, to be read by scrolling the dialog, not through a slit. */
async function expectBodyUnclipped(dialog: Locator) {
  const body = dialog.locator('.MuiDialogContent-root');
  const { clientHeight, scrollHeight } = await body.evaluate((element) => ({
    clientHeight: element.clientHeight,
    scrollHeight: element.scrollHeight,
  }));
  expect(scrollHeight, 'the dialog body scrolls inside a box of its own').toBeLessThanOrEqual(
    clientHeight + 1,
  );
}

test.describe('a short screen (400% zoom)', () => {
  test.use({ viewport: { width: 320, height: 200 } });

  test(
    'the contribution dialogs show their whole message, and their buttons scroll into view',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await page.goto('/generic/make-a-change');
      await page
        .getByRole('main')
        .getByRole('button', { name: 'Change my contribution', exact: true })
        .click();
      const leaving = page.getByRole('dialog', { name: 'You’re leaving RetireWell' });
      await expectBodyUnclipped(leaving);
      const onward = leaving.getByRole('button', { name: 'Continue' });
      await onward.scrollIntoViewIfNeeded();
      await expect(onward).toBeInViewport({ ratio: 1 });
      await leaving.getByRole('button', { name: 'Cancel' }).click();

      // Lumen Health's notice: the phone number to call is in its body.
      await page.goto('/lumenhealth/make-a-change');
      await page
        .getByRole('main')
        .getByRole('button', { name: 'Update my savings rate', exact: true })
        .click();
      const notice = page.getByRole('dialog', { name: 'How to change your contribution' });
      await expectBodyUnclipped(notice);
      const phone = notice.getByRole('link');
      await phone.scrollIntoViewIfNeeded();
      await expect(phone).toBeInViewport({ ratio: 1 });
    },
  );
});

test.describe('a phone held sideways', () => {
  test.use({ viewport: { width: 844, height: 390 } });

  test(
    "a video article opens with the whole player in view, its controls' bar included",
    { tag: '@desktop-only' },
    async ({ page }) => {
      await page.goto(
        '/generic/articles/6f1c2a10-0011-4a7e-9b1d-aa0000000011/the-power-of-compound-growth#video',
      );
      const video = page.getByLabel('Video: The power of compound growth');
      // Landed below the sticky header (80 px at this width), as at any size.
      await expect
        .poll(async () => Math.round((await video.boundingBox())?.y ?? -1))
        .toBeGreaterThanOrEqual(80);
      await expect(video).toBeInViewport({ ratio: 1 });
    },
  );
});

test.describe('a small phone held sideways', () => {
  test.use({ viewport: { width: 667, height: 375 } });

  test(
    "the hotspot picture keeps its shape, so each number stays on the picture's circle",
    { tag: '@desktop-only' },
    async ({ page }) => {
      await page.goto('/retirement/generic');
      const picture = page.locator('img[src*="hotspot"]');
      await picture.scrollIntoViewIfNeeded();
      await expect(picture).toHaveJSProperty('complete', true);
      // The numbers are placed in percent of the picture's box: a box wider than the picture
      // (which is drawn centred inside it) left them beside what they name.
      const shape = await picture.evaluate((image: HTMLImageElement) => {
        const box = image.getBoundingClientRect();
        return box.width / box.height / (image.naturalWidth / image.naturalHeight);
      });
      expect(shape).toBeGreaterThan(0.9);
      expect(shape).toBeLessThan(1.1);
    },
  );
});
