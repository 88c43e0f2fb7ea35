import { expect, test } from './fixtures';
import { expectNothingCollides } from './layout-checks';

/**
 * WCAG 2.2 1.4.4 Resize Text: a phone's larger text setting (Android's font size, a browser's
 * text-only zoom) doubles the root font size without widening the screen, so boxes sized for
 * one line or one height must grow with their text. The width does not matter here: each test
 * sets a phone's.
 */
test.describe('at 200% text size on a phone', { tag: '@desktop-only' }, () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Set once the page's element exists: an init script runs before it does.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        document.documentElement.style.fontSize = '200%';
      });
    });
  });

  test('the skip link stays out of sight until it has the focus, in English and Spanish', async ({
    page,
  }) => {
    for (const language of ['en', 'es']) {
      await page.goto(`/retirement/harborpine?lang=${language}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const skip = page.getByRole('link', {
        name: /^(Skip to main content|Saltar al contenido principal)$/,
      });
      const hidden = await skip.boundingBox();
      expect(hidden, language).not.toBeNull();
      expect(
        hidden?.y ?? 0,
        `${language}: the skip link shows over the header`,
      ).toBeLessThanOrEqual(-(hidden?.height ?? 0));
      await page.keyboard.press('Tab');
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport({ ratio: 1 });
    }
  });

  test('every carousel slide shows its whole text and button, in English and Spanish', async ({
    page,
  }) => {
    for (const language of ['en', 'es']) {
      await page.goto(`/retirement/harborpine?lang=${language}`);
      // Swiper loads only as the carousel nears the screen.
      await page.getByTestId('carousel').scrollIntoViewIfNeeded();
      const carousel = page.locator('.swiper');
      await expect(carousel.locator('.swiper-slide-active img')).toBeVisible();
      const cut = await carousel.evaluate((swiper) =>
        [...swiper.querySelectorAll('.swiper-slide > *')]
          .filter((slide) => slide.scrollHeight > slide.clientHeight + 1)
          .map((slide) => slide.querySelector('h3')?.textContent),
      );
      expect(cut, `${language}: slides cut off at the bottom`).toEqual([]);
      // Nothing of the shown slide lies under the arrows and bullets or past the carousel. At the
      // top, where the sticky header covers nothing.
      await page.evaluate(() => {
        window.scrollTo(0, 0);
      });
      await expectNothingCollides(page, `home (${language})`);
    }
  });

  test('the calculator fields show their figures clear of their labels, in English and Spanish', async ({
    page,
  }) => {
    for (const language of ['en', 'es']) {
      await page.goto(`/harborpine/calculator?lang=${language}`);
      const age = page.getByRole('textbox', { name: /^(Retirement age|Edad de jubilación)$/ });
      await expect(age).toHaveValue('67');
      const covered = await page
        .locator('main input[inputmode="numeric"]')
        .evaluateAll((inputs: HTMLInputElement[]) =>
          inputs
            .map((input) => {
              const label = document.getElementById(`${input.id}-label`);
              // An empty field's label rests inside it, where the figure will go.
              if (!label || input.value === '') return null;
              // Where the typed figure starts: the top of the input's text, inside its padding.
              const textTop =
                input.getBoundingClientRect().top +
                Number.parseFloat(getComputedStyle(input).paddingTop);
              const over = label.getBoundingClientRect().bottom - textTop;
              return over > 1 ? `${label.textContent}: ${String(Math.round(over))} px` : null;
            })
            .filter((found) => found !== null),
        );
      expect(covered, `${language}: labels lying over the figures`).toEqual([]);
    }
  });

  test('the fund-year field shows its whole label, in English and Spanish', async ({ page }) => {
    for (const language of ['en', 'es']) {
      await page.goto(`/harborpine/target-date?lang=${language}`);
      const field = page.getByRole('textbox', {
        name: /^(The year you were born|El año en que nació)$/,
      });
      await expect(field).toBeVisible();
      await expectNothingCollides(page, `target-date (${language})`);
      // Typed into, the label floats above the figure and must still be whole.
      await field.fill('1988');
      await expectNothingCollides(page, `target-date with a year (${language})`);
    }
  });
});
