import { revealCarousel } from './carousel';
import { expect, test } from './fixtures';

/** Tablets and half-screen windows: the widths between a phone's layout and the desktop's. */

test.describe('a tablet held upright (834 px)', () => {
  test.use({ viewport: { width: 834, height: 1180 } });

  test(
    'a carousel slide gives its picture the height its text leaves',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await page.goto('/retirement/harborpine');
      const carousel = await revealCarousel(page);
      const slide = carousel.locator('.swiper-slide-active');
      const picture = slide.locator('img');
      await expect(picture).toHaveJSProperty('complete', true);
      const heights = await slide.evaluate((element) => {
        const height = (selector: string) =>
          element.querySelector(selector)?.getBoundingClientRect().height ?? 0;
        return {
          slide: element.getBoundingClientRect().height,
          picture: height('img'),
          text: element.querySelector('h3')?.parentElement?.getBoundingClientRect().height ?? 0,
        };
      });
      // Held to 200 px, the picture showed a third of itself over a band of blank space.
      expect(heights.picture + heights.text).toBeGreaterThanOrEqual(heights.slide - 2);
    },
  );
});
