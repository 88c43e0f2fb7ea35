import { expect, expectNoAxeViolations, test } from './fixtures';

const FIELD = 'Search articles and FAQs';
const ROTH_FAQ = 'Should I choose Roth or pre-tax contributions?';

test.describe('search', () => {
  test(
    'the header field finds articles and FAQs, and an FAQ result opens that FAQ',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await page.goto('/retirement/generic');
      const form = page.getByRole('banner').getByRole('search', { name: 'Site search' });
      await form.getByLabel(FIELD).fill('roth pre-tax');
      await form.getByLabel(FIELD).press('Enter');

      await expect(page).toHaveURL('/generic/search?q=roth%20pre-tax');
      await expect(page).toHaveTitle('Search | RetireWell');
      await expect(
        page.getByRole('heading', { level: 2, name: /^\d+ results? for “roth pre-tax”$/ }),
      ).toBeVisible();
      const result = page.getByRole('link', { name: ROTH_FAQ });
      await expect(result.locator('mark').first()).toHaveText('Roth');
      await expectNoAxeViolations(page);

      await result.click();
      await expect(page).toHaveURL('/retirement/generic/faqs#faq-faq-roth-or-pretax');
      const faq = page.getByRole('button', { name: ROTH_FAQ });
      await expect(faq).toHaveAttribute('aria-expanded', 'true');
      await expect(faq).toBeFocused();
      await expect(page.getByText('Pre-tax lowers your taxable income now')).toBeInViewport();
      await expectNoAxeViolations(page);
    },
  );

  test(
    'at 390 px the Search button opens the field, Escape closes it, a query shows results',
    { tag: '@mobile-only' },
    async ({ page }) => {
      await page.goto('/retirement/generic');
      const header = page.getByRole('banner');
      // The wide screens' field is in the page too, hidden: only a shown one is a searchbox.
      const shownField = () => header.getByRole('searchbox', { name: FIELD });
      const toggle = header.getByRole('button', { name: 'Search', exact: true });
      await expect(shownField()).toBeHidden();

      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const field = shownField();
      await expect(field).toBeFocused();
      await expectNoAxeViolations(page);

      await page.keyboard.press('Escape');
      await expect(field).toBeHidden();
      await expect(toggle).toBeFocused();

      await toggle.click();
      await shownField().fill('xylophone');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/generic/search?q=xylophone');
      await expect(
        page.getByRole('heading', { level: 2, name: 'No results for “xylophone”' }),
      ).toBeVisible();
      await expect(shownField()).toBeHidden();
      await expect(page.getByRole('link', { name: 'Browse all FAQs' })).toBeVisible();
      await expectNoAxeViolations(page);
    },
  );
});
