import type { Page } from '@playwright/test';
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

  test('the calculator keeps its room for the form: no income bar over the fields', async ({
    page,
  }) => {
    // The bar took a quarter of the screen here, over the fields being typed in.
    await page.goto(
      '/harborpine/calculator#v=1&age=30&retire=67&savings=25000&salary=85000&contribution=6',
    );
    const income = page.getByTestId('monthly-income');
    await expect(income).toHaveText(/a month/, { timeout: 20_000 });
    await page.getByRole('slider', { name: 'Retirement age' }).focus();
    await expect(income).not.toBeInViewport();
    await expect(page.getByTestId('income-peek')).toBeHidden();
  });
});

/**
 * A browser's own text size (Chrome's Settings > Appearance > Font size: "Large" is 20 px, "Very
 * large" 24 px), which many older participants raise, enlarges every rem and em without
 * narrowing the screen: at 1280 px the desktop header held 1.25 or 1.5 times as much and ran off
 * it, with the language switch and Change my contribution out of reach.
 */
test.describe('with the browser’s default text size raised', { tag: '@desktop-only' }, () => {
  const LANGUAGES = [
    { language: 'en', change: 'Change my contribution', other: 'Español', menu: 'Open menu' },
    { language: 'es', change: 'Cambiar mi aportación', other: 'English', menu: 'Abrir el menú' },
  ] as const;

  async function openAt(page: Page, fontSize: number, language: string) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: fontSize } });
    await page.goto(`/retirement/harborpine?lang=${language}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways, `${language} at ${String(fontSize)} px: the page scrolls sideways`).toBe(0);
  }

  test('at 16 px a 1280 px screen has the desktop bar, in English and Spanish', async ({
    page,
  }) => {
    for (const { language, change, other } of LANGUAGES) {
      await openAt(page, 16, language);
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('button', { name: other, exact: true })).toBeInViewport({
        ratio: 1,
      });
      await expect(banner.getByRole('button', { name: change })).toBeInViewport({ ratio: 1 });
    }
  });

  for (const fontSize of [20, 24]) {
    test(`at ${String(fontSize)} px a 1280 px screen has the menu bar, whole, in English and Spanish`, async ({
      page,
    }) => {
      for (const { language, change, other, menu } of LANGUAGES) {
        await openAt(page, fontSize, language);
        const banner = page.getByRole('banner');
        await expect(banner.getByRole('button', { name: other, exact: true })).toBeInViewport({
          ratio: 1,
        });
        await banner.getByRole('button', { name: menu }).click();
        await expect(banner.getByRole('button', { name: change })).toBeInViewport({ ratio: 1 });
      }
    });
  }

  test('at 20 px the desktop header fits its column on a wider screen', async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 20 } });
    for (const language of ['en', 'es']) {
      await page.goto(`/retirement/harborpine?lang=${language}`);
      await expect(page.getByRole('navigation', { name: /^(Primary|Principal)$/ })).toBeVisible();
      // The bar's own column: what it holds ran past its right edge and over the page's margin.
      const overflow = await page
        .getByRole('banner')
        .evaluate((banner) =>
          [...banner.querySelectorAll('.MuiContainer-root')].map(
            (column) => column.scrollWidth - column.clientWidth,
          ),
        );
      expect(overflow, `${language}: the header runs out of its column`).toEqual(
        overflow.map(() => 0),
      );
    }
  });
});
