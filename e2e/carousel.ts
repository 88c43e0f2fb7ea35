import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Waits for the carousel's slide change to end: Swiper ignores a click or key made while a
 * looping change still moves, as a user would see.
 */
export async function carouselSettled(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (document.querySelector('.swiper') as { swiper?: { animating: boolean } } | null)?.swiper
            ?.animating,
      ),
    )
    .toBe(false);
}

/** Scrolls until the carousel loads: Swiper is fetched only as the carousel nears the screen. */
export async function revealCarousel(page: Page) {
  const carousel = page.locator('.swiper');
  await expect(async () => {
    await page.mouse.wheel(0, 600);
    await expect(carousel).toBeAttached({ timeout: 500 });
  }).toPass();
  await carousel.scrollIntoViewIfNeeded();
  return carousel;
}
