import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Windows High Contrast: forced colours drop every fill and shadow, so a state or a boundary shown
// by a fill alone disappears. "High Contrast Black" is forced colours with a dark scheme.
test.use({ colorScheme: 'dark' });

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active', colorScheme: 'dark' });
});

// Every quiz step waits 0.5 s by design, and the machine may be shared: allow for both.
test.describe.configure({ timeout: 60_000 });

interface Look {
  border: string;
  background: string;
}

/**
 * What forced colours leave of a control's look: its border and its fill, as painted. Forced
 * colours keep a colour's alpha, so a faint tint (8% of the brand colour) is no fill at all.
 */
async function look(locator: Locator): Promise<Look> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const seen = (colour: string) => {
      const alpha = /rgba\(.*,\s*([\d.]+)\)$/.exec(colour)?.[1];
      return alpha === undefined || Number(alpha) >= 0.5 ? colour : 'none';
    };
    const width = parseFloat(style.borderTopWidth);
    const drawn = style.borderTopStyle !== 'none' && width > 0;
    const border = drawn ? seen(style.borderTopColor) : 'none';
    return {
      border: border === 'none' ? border : `${String(width)}px ${border}`,
      background: seen(style.backgroundColor),
    };
  });
}

/** The mouse away, so that no hover rule takes part. */
async function settle(page: Page) {
  await page.mouse.move(0, 0);
}

async function expectVisibleBorder(button: Locator) {
  const { border } = await look(button);
  expect(border, 'a button needs a border where fills are dropped').not.toBe('none');
}

test(
  'a chosen quiz answer stands apart from the others, and every button keeps its boundary',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await page.goto('/retirement/harborpine/quiz/priorities');
    // The bar's fill was dropped with its track: nothing showed how far along the quiz is.
    expect((await look(page.getByTestId('quiz-progress-fill'))).background).not.toBe(
      (await look(page.getByRole('progressbar'))).background,
    );
    const card = page.getByRole('button', { name: 'Getting started with saving' });
    const otherCard = page.getByRole('button', { name: 'Paying down debt' });
    await card.click();
    await expect(card).toHaveAttribute('aria-pressed', 'true');
    await settle(page);
    expect(await look(card)).not.toEqual(await look(otherCard));

    const next = page.getByRole('button', { name: 'Next' });
    await expectVisibleBorder(next);
    await expectVisibleBorder(
      page.getByRole('banner').getByRole('button', { name: 'Change my contribution' }),
    );

    // The bar under the current page's link was a shadow, which forced colours drop.
    const nav = page.getByRole('banner').getByRole('navigation').first();
    const marking = (name: string) =>
      nav.getByRole('link', { name }).evaluate((link) => getComputedStyle(link).textDecorationLine);
    expect(await marking('My action plan')).not.toBe(await marking('Calculator'));

    await next.click();
    await expect(page).toHaveURL(/\/quiz\/saving-style$/);
    const answer = page.getByRole('button', { name: 'I save a little from every paycheck' });
    const other = page.getByRole('button', { name: "I'm just getting started with saving" });
    await answer.click();
    await expect(answer).toHaveAttribute('aria-pressed', 'true');
    await settle(page);
    // The chosen answer was the one without a border: less visible than those not chosen.
    await expectVisibleBorder(answer);
    expect(await look(answer)).not.toEqual(await look(other));
  },
);

test(
  "the calculator shows whether figures are in today's or future dollars, and its sliders' values",
  { tag: '@desktop-only' },
  async ({ page }) => {
    await page.goto('/harborpine/calculator');
    await page.getByRole('textbox', { name: 'Current age' }).fill('40');
    await page.getByRole('textbox', { name: 'Current savings' }).fill('50000');
    await page.getByRole('textbox', { name: 'Pretax annual salary' }).fill('80000');
    await page.getByRole('textbox', { name: 'Contribution (% of salary)' }).fill('6');
    await page.getByRole('button', { name: 'Calculate' }).click();
    const today = page.getByRole('button', { name: 'Today’s dollars' });
    await expect(today).toHaveAttribute('aria-pressed', 'true');
    await settle(page);
    expect(await look(today)).not.toEqual(
      await look(page.getByRole('button', { name: 'Future dollars' })),
    );
    await expectVisibleBorder(page.getByRole('button', { name: 'Calculate' }));

    // A slider's filled part looked like its empty part, so only the thumb told the value.
    const slider = page.getByTestId('calculator-retirementAge-slider');
    const track = await look(slider.locator('.MuiSlider-track'));
    expect(track.background).not.toBe('none');
    expect(track.background).not.toBe((await look(slider.locator('.MuiSlider-rail'))).background);
    expect((await look(slider.locator('.MuiSlider-thumb'))).border).not.toBe('none');
  },
);

/** The outline a control shows, as painted ('none' when it has none). */
const outline = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return style.outlineStyle === 'none' ? 'none' : `${style.outlineWidth} ${style.outlineStyle}`;
  });

test(
  'the keyboard focus shows on a slider and a button, where shadows and fills are dropped',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await page.goto('/harborpine/calculator');
    const slider = page.getByTestId('calculator-retirementAge-slider');
    const thumb = slider.locator('.MuiSlider-thumb');
    await expect(thumb).toBeVisible();
    // A key first makes the focus a keyboard user's, so the focus indicator shows.
    await page.keyboard.press('Shift');
    // The thumb's halo is a shadow, and a button's focus ripple a fill: neither is painted here.
    await slider.getByRole('slider').focus();
    await expect(thumb).toHaveClass(/Mui-focusVisible/);
    expect(await outline(thumb)).not.toBe('none');
    const calculate = page.getByRole('button', { name: 'Calculate' });
    await calculate.focus();
    await expect(calculate).toHaveClass(/Mui-focusVisible/);
    expect(await outline(calculate)).not.toBe('none');
  },
);

test(
  'the leaving dialog keeps its edge over the page',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await page.goto('/harborpine/make-a-change');
    await page.getByRole('banner').getByRole('button', { name: 'Change my contribution' }).click();
    const dialog = page.getByRole('dialog', { name: 'You’re leaving RetireWell' });
    await expect(dialog).toBeVisible();
    // Its shadow alone set it apart: its text ran into the outlines of the cards behind it.
    expect((await look(dialog)).border).not.toBe('none');
  },
);

test(
  'the sponsor’s logo keeps the white it was drawn for',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await page.goto('/harborpine');
    const logo = page
      .getByRole('banner')
      .getByRole('img', { name: 'Harbor & Pine Manufacturing logo' });
    await expect(logo).toBeVisible();
    // A logo is drawn for the bar's white: its dark name all but vanished into the black bar.
    expect((await look(logo)).background).toBe('rgb(255, 255, 255)');
  },
);

test(
  'the quiz welcome’s balloon leaves no stray tail',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await page.goto('/retirement/harborpine/quiz');
    const balloon = page.getByText('No wrong answers, promise!');
    await expect(balloon).toBeVisible();
    // Its tail is drawn with borders, which forced colours painted as a bar below the words.
    const tail = await balloon.evaluate((element) => getComputedStyle(element, '::after').display);
    expect(tail).toBe('none');
  },
);
