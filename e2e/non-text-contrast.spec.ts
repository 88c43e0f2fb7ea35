import { getContrastRatio } from '@mui/material/styles';
import type { Page } from '@playwright/test';
import { revealCarousel } from './carousel';
import { expect, test } from './fixtures';

/** An element's fill (its colour at its opacity) as drawn over white. */
function fillOnWhite(style: { backgroundColor: string; opacity: string }) {
  const [red = 0, green = 0, blue = 0, alpha = 1] =
    style.backgroundColor.match(/[\d.]+/g)?.map(Number) ?? [];
  const opacity = alpha * Number(style.opacity);
  const channel = (value: number) => Math.round(value * opacity + 255 * (1 - opacity));
  return `rgb(${String(channel(red))}, ${String(channel(green))}, ${String(channel(blue))})`;
}

// WCAG 1.4.11 and 1.4.1, which axe does not check: the carousel's bullets are controls, and the
// current one is told from the others by more than its colour.
test(
  'the carousel’s bullets read at 3:1 and show the current slide by shape',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await page.goto('/retirement/harborpine');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    const carousel = await revealCarousel(page);
    const bullets = carousel.locator('.swiper-pagination-bullet');
    await expect(bullets).toHaveCount(3);
    const styles = await bullets.evaluateAll((elements) =>
      elements.map((element) => {
        const style = getComputedStyle(element);
        return {
          current: element.classList.contains('swiper-pagination-bullet-active'),
          backgroundColor: style.backgroundColor,
          opacity: style.opacity,
          width: element.getBoundingClientRect().width,
        };
      }),
    );
    const current = styles.filter((bullet) => bullet.current);
    const others = styles.filter((bullet) => !bullet.current);
    expect(current).toHaveLength(1);
    for (const bullet of styles) {
      expect(getContrastRatio(fillOnWhite(bullet), '#ffffff')).toBeGreaterThanOrEqual(3);
    }
    for (const bullet of others) {
      expect(current[0]?.width).toBeGreaterThanOrEqual(bullet.width * 2);
    }
  },
);

/** A colour's contrast with the page's background, as painted. */
async function contrastOnPage(page: Page, colour: string) {
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  return getContrastRatio(colour, background);
}

// iOS, macOS and Windows "increase contrast" (prefers-contrast: more): the page's light greys,
// the outlines of quiz answers (1.2:1) and fields (1.7:1), are drawn at 3:1 and more, and hints at
// AAA, as soon as the setting changes.
test(
  'a participant who asks for more contrast gets outlines at 3:1 and hints at 7:1',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await page.goto('/retirement/harborpine/quiz/priorities');
    const answer = page.getByRole('button', { name: 'Paying down debt' });
    await expect(answer).toBeVisible({ timeout: 15_000 });
    const border = () => answer.evaluate((element) => getComputedStyle(element).borderTopColor);
    expect(await contrastOnPage(page, await border())).toBeLessThan(3);
    await page.emulateMedia({ contrast: 'more' });
    await expect.poll(async () => contrastOnPage(page, await border())).toBeGreaterThanOrEqual(3);
    // The progress track stays light beside its fill, and shows its length by an outline.
    const track = await page.getByRole('progressbar').evaluate((element) => {
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, colour: style.outlineColor };
    });
    expect(track.style).toBe('solid');
    expect(await contrastOnPage(page, track.colour)).toBeGreaterThanOrEqual(3);

    await page.goto('/harborpine/calculator');
    const field = page.getByRole('textbox', { name: 'Current age' });
    await expect(field).toBeVisible();
    const outline = await field.evaluate((element) => {
      const fieldset = element.closest('.number-field-control')?.querySelector('fieldset');
      return fieldset ? getComputedStyle(fieldset).borderTopColor : '';
    });
    expect(await contrastOnPage(page, outline)).toBeGreaterThanOrEqual(3);
    const hint = page.getByText('From 16 to 66.');
    const hintColour = await hint.evaluate((element) => getComputedStyle(element).color);
    expect(await contrastOnPage(page, hintColour)).toBeGreaterThanOrEqual(7);
  },
);
