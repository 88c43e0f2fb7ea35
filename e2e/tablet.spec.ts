import type { Locator } from '@playwright/test';
import { carouselSettled, revealCarousel } from './carousel';
import { expect, test } from './fixtures';

/**
 * How a slide's picture is drawn in its box: how much of it the box cuts off (px, the larger
 * direction), that as a share of the picture, and its shape against its own (1: undistorted).
 */
function howDrawn(picture: Locator) {
  return picture.evaluate((image: HTMLImageElement) => {
    const box = image.getBoundingClientRect();
    const fit = getComputedStyle(image).objectFit;
    const [width, height] = [image.naturalWidth, image.naturalHeight];
    const scale =
      fit === 'cover'
        ? Math.max(box.width / width, box.height / height)
        : Math.min(box.width / width, box.height / height);
    // "fill" stretches the picture to its box: whole, but out of shape.
    const shown =
      fit === 'fill'
        ? { width: box.width, height: box.height }
        : { width: width * scale, height: height * scale };
    return {
      overflow: Math.max(shown.width - box.width, shown.height - box.height),
      lost: Math.max(1 - box.width / shown.width, 1 - box.height / shown.height),
      shape: shown.width / shown.height / (width / height),
    };
  });
}

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

test.describe('a small laptop (1100 px)', () => {
  test.use({ viewport: { width: 1100, height: 800 } });

  test(
    'each carousel slide shows its whole picture, in English and Spanish',
    { tag: '@desktop-only' },
    async ({ page }) => {
      // Between 1024 and 1279 px the picture's column is nearly square: filled edge to edge, it
      // lost its sides, and the match slide's label read "Employe".
      for (const language of ['en', 'es']) {
        await page.goto(`/retirement/harborpine?lang=${language}`);
        const carousel = await revealCarousel(page);
        for (let slide = 1; slide <= 3; slide += 1) {
          const picture = carousel.locator('.swiper-slide-active img');
          await expect(picture).toHaveJSProperty('complete', true);
          const drawn = await howDrawn(picture);
          const where = `${language}, slide ${String(slide)}`;
          expect(drawn.overflow, `${where}: picture cut at its box`).toBeLessThanOrEqual(1);
          expect(drawn.shape, `${where}: picture out of shape`).toBeCloseTo(1, 2);
          await carousel.locator('.swiper-button-next').click();
          await carouselSettled(page);
        }
      }
    },
  );
});

test(
  "the carousel's pictures lose at most 4% a side, from a large phone to a desktop",
  { tag: '@desktop-only' },
  async ({ page }) => {
    // Each width loads the page and scrolls to the carousel again.
    test.setTimeout(60_000);
    // Filled edge to edge, a stacked slide at tablet widths (about 800 x 290 px) showed half its
    // picture, and from 1280 px the hands' outer edges went.
    for (const width of [560, 860, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/retirement/harborpine');
      const carousel = await revealCarousel(page);
      const picture = carousel.locator('.swiper-slide-active img');
      await expect(picture).toHaveJSProperty('complete', true);
      const drawn = await howDrawn(picture);
      expect(drawn.lost, `${String(width)} px: share of the picture cut off`).toBeLessThanOrEqual(
        0.081,
      );
      expect(drawn.shape, `${String(width)} px: picture out of shape`).toBeCloseTo(1, 2);
    }
  },
);
