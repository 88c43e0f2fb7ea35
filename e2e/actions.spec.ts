import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, injectFault, test } from './fixtures';

const NOT_FOUND = 'Hmm ... looks like this page is already enjoying its retirement.';
// The call carries the content language as a query value (?language=en).
const REMINDER_URL = /\/po\/content\/email\/contribution-reminder(\?|$)/;
const INLINE_ERROR =
  'We couldn’t set your reminder. Please confirm you’re not a robot and try again.';
const RECORD_KEEPER = 'https://www.beacon-retirement.example';
/** Cobalt Ridge's record keeper, which publishes a PDF guide instead of a sign-in page. */
const PDF_RECORD_KEEPER = 'https://www.summit-plan-services.example';

/** Stands in for the record keepers' sites, so leaving RetireWell never reaches the network. */
async function fakeRecordKeeper(target: Page | BrowserContext) {
  await target.route(`${RECORD_KEEPER}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Beacon</title><h1>Beacon sign in</h1></html>',
    }),
  );
  await target.route(`${PDF_RECORD_KEEPER}/**`, (route) =>
    route.fulfill({ contentType: 'application/pdf', body: '%PDF-1.4\n%%EOF\n' }),
  );
}

/** The page's own contribution button (the header has one too). */
const mainButton = (page: Page, name: string) =>
  page.getByRole('main').getByRole('button', { name, exact: true });

/** Moves focus with Tab only until `target` has it. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('could not reach the element with Tab');
}

test.describe('participant action pages', () => {
  for (const path of [
    '/harborpine/make-a-change',
    '/generic/make-a-change',
    '/harborpine/contact-us',
    '/lumenhealth/contact-us',
    '/cobaltridge/target-date',
  ]) {
    test(`${path} renders with no axe violation`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test(
    'target date is not found where the company does not show it',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await page.goto('/generic/target-date');
      await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
    },
  );

  test(
    'contact us links the HR phone and the contact e-mail',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await page.goto('/cobaltridge/contact-us');
      await expect(page.getByRole('link', { name: '1-800-555-0199, call HR' })).toHaveAttribute(
        'href',
        'tel:18005550199',
      );
      await expect(page.getByRole('link', { name: 'Ask the People team' })).toHaveAttribute(
        'href',
        'mailto:people@cobaltridge.test?subject=Cobalt%20Ridge%20retirement%20plan',
      );
    },
  );
});

test.describe('contribution button', () => {
  test(
    'Cancel stays on the site; Continue opens the record keeper in the same tab',
    { tag: '@desktop-only' },
    async ({ page, context }) => {
      await fakeRecordKeeper(context);
      await page.goto('/generic/make-a-change');
      await mainButton(page, 'Change my contribution').click();
      const dialog = page.getByRole('dialog', { name: 'You’re leaving RetireWell' });
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/generic\/make-a-change$/);

      // A sign-in page, not a PDF: it replaces this tab (DESIGN.md section 9).
      await mainButton(page, 'Change my contribution').click();
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(`${RECORD_KEEPER}/login`);
    },
  );

  test(
    'a record-keeper PDF opens in a new window and RetireWell stays open',
    { tag: '@desktop-only' },
    async ({ page, context }) => {
      await fakeRecordKeeper(context);
      await page.goto('/cobaltridge/make-a-change');
      await mainButton(page, 'Change my contribution').click();
      const dialog = page.getByRole('dialog', { name: 'You’re leaving RetireWell' });
      await expect(dialog).toContainText('You’re about to open a PDF document');
      await expect(dialog).toContainText('The document opens in a new tab');
      const pdf = `${PDF_RECORD_KEEPER}/cobaltridge/contribution-guide.pdf`;
      const [popup, asked] = await Promise.all([
        context.waitForEvent('page'),
        context.waitForEvent('request', (request) => request.url() === pdf),
        dialog.getByRole('button', { name: 'Continue' }).click(),
      ]);
      // Known by what it asked for: the headless shell has no PDF viewer, so it saves the file
      // rather than showing it at that address.
      expect(asked.frame().page()).toBe(popup);
      expect(asked.isNavigationRequest()).toBe(true);
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/cobaltridge\/make-a-change$/);
    },
  );

  test(
    'the informational-notice company gets a notice with OK',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await page.goto('/lumenhealth/make-a-change');
      await mainButton(page, 'Update my savings rate').click();
      const notice = page.getByRole('dialog', { name: 'How to change your contribution' });
      await expect(notice).toContainText('Contribution changes can’t be made on RetireWell');
      await expect(notice.getByRole('button')).toHaveText(['OK']);
      await expectNoAxeViolations(page);
      await notice.getByRole('button', { name: 'OK' }).click();
      await expect(notice).toBeHidden();
      await expect(page).toHaveURL(/\/lumenhealth\/make-a-change$/);
    },
  );

  test(
    'an enrolling user sees "Enroll now" and goes to the enrollment site',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await page.route('https://enroll.beacon-retirement.example/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Enroll</title>' }),
      );
      await page.goto('/harborpine/make-a-change');
      await expect(mainButton(page, 'Change my contribution')).toBeVisible();
      await page.goto('/harborpine/make-a-change?e=1');
      await expect(mainButton(page, 'Change my contribution')).toHaveCount(0);
      await mainButton(page, 'Enroll now').click();
      await page
        .getByRole('dialog', { name: 'You’re leaving RetireWell' })
        .getByRole('button', { name: 'Continue' })
        .click();
      await expect(page).toHaveURL('https://enroll.beacon-retirement.example/harborpine');
    },
  );

  test('the desktop header bar carries it', { tag: '@desktop-only' }, async ({ page }) => {
    // The desktop bar shows from 1024 px.
    await page.goto('/retirement/harborpine');
    const button = page.getByRole('banner').getByRole('button', { name: 'Change my contribution' });
    await expect(button).toBeVisible();
    await button.click();
    await expect(page.getByRole('dialog', { name: 'You’re leaving RetireWell' })).toBeVisible();
  });

  test(
    'the open mobile menu carries it, with the logo hidden',
    { tag: '@mobile-only' },
    async ({ page }) => {
      // The menu toggle shows below 1024 px.
      await page.goto('/retirement/harborpine');
      const banner = page.getByRole('banner');
      const button = banner.getByRole('button', { name: 'Change my contribution' });
      await expect(button).toBeHidden();
      await banner.getByRole('button', { name: 'Open menu' }).click();
      await expect(
        banner.getByRole('link', { name: 'Harbor & Pine Manufacturing home' }),
      ).toBeHidden();
      await expect(banner.getByRole('button', { name: 'Close menu' })).toBeVisible();
      await expect(button).toBeVisible();
      await expectNoAxeViolations(page);
      await button.click();
      await expect(page.getByRole('dialog', { name: 'You’re leaving RetireWell' })).toBeVisible();
    },
  );

  test('works by keyboard alone', async ({ page }) => {
    test.slow();
    await page.goto('/generic/make-a-change');
    const button = mainButton(page, 'Change my contribution');
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'You’re leaving RetireWell' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
});

async function openReminder(page: Page) {
  await page.goto('/harborpine/make-a-change');
  await page.getByRole('button', { name: 'Remind me in six months' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get a contribution reminder' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillReminder(dialog: Locator) {
  await dialog.getByRole('textbox', { name: 'First name' }).fill('José');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('García');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('jose@example.com');
  await dialog.getByRole('checkbox', { name: "I'm not a robot" }).check();
}

test.describe('contribution reminder', () => {
  // Several dialogs, axe runs and a real submit each: give them room on a busy CI machine.
  test.slow();

  test('from the button to the success modal', async ({ page }) => {
    const dialog = await openReminder(page);
    // Read with the title on opening: what the dialog is for.
    await expect(dialog).toHaveAccessibleDescription(
      'Tell us where to send it and we’ll email you in six months, a good moment to review how much you save.',
    );
    await expectNoAxeViolations(page);
    const submit = dialog.getByRole('button', { name: 'Set my reminder' });
    await expect(submit).toBeDisabled();
    await fillReminder(dialog);
    await expect(submit).toBeEnabled();
    const request = page.waitForRequest(REMINDER_URL);
    await submit.click();
    const sent = await request;
    expect(sent.headers()['x-recaptcha-response']).toMatch(/^dev-captcha-/);
    expect(sent.postDataJSON()).toMatchObject({
      firstName: 'José',
      lastName: 'García',
      emailAddress: 'jose@example.com',
      companyName: 'Harbor & Pine Manufacturing',
    });
    const success = page.getByRole('dialog', { name: 'You’re all set!' });
    await expect(success).toBeVisible();
    await expect(success.getByTestId('reminder-success-icon')).toHaveJSProperty('width', 142);
    await expect(success).toHaveAccessibleDescription(
      'We’ll email jose@example.com in six months. Until then, every paycheck is already working for your future.',
    );
    await expectNoAxeViolations(page);
    await success.getByRole('button', { name: 'Done' }).click();
    await expect(success).toBeHidden();
  });

  test(
    'shows each inline message when a field is left',
    { tag: '@desktop-only' },
    async ({ page }) => {
      const dialog = await openReminder(page);
      await dialog.getByRole('textbox', { name: 'First name' }).fill(' José');
      await dialog.getByRole('textbox', { name: 'Last name' }).fill('Garc1a');
      await expect(dialog.getByText('Valid first name is required')).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Email' }).fill('jose@example.c');
      await expect(dialog.getByText('Valid last name is required')).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Email' }).blur();
      await expect(dialog.getByText('Valid email address is required')).toBeVisible();
      await dialog.getByRole('checkbox', { name: "I'm not a robot" }).check();
      await expect(dialog.getByRole('button', { name: 'Set my reminder' })).toBeDisabled();
      await expectNoAxeViolations(page);

      // Expiry and failure on demand are development tools, not in a production build.
      await expect(dialog.getByRole('button', { name: /^Simulate/ })).toHaveCount(0);
      // A disabled submit says what is still missing.
      await expect(
        dialog.getByRole('button', { name: 'Set my reminder' }),
      ).toHaveAccessibleDescription('Still needed: first name, last name, and email.');
      await dialog.getByRole('checkbox', { name: "I'm not a robot" }).uncheck();
      await expect(dialog.getByRole('alert')).toHaveText(INLINE_ERROR);
      await dialog.getByRole('checkbox', { name: "I'm not a robot" }).check();
      await expect(dialog.getByRole('alert')).toHaveCount(0);
    },
  );

  test(
    'on a phone, Back closes the form and stays on its page',
    { tag: '@mobile-only' },
    async ({ page }) => {
      await page.goto('/harborpine/calculator');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const dialog = await openReminder(page);
      await dialog.getByRole('textbox', { name: 'First name' }).fill('José');
      await page.goBack();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/harborpine\/make-a-change$/);
      await expect(page.getByRole('button', { name: 'Remind me in six months' })).toBeFocused();

      // Closed by its own button, it leaves nothing behind: Back leaves the page, as before.
      await page.getByRole('button', { name: 'Remind me in six months' }).click();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await page.goBack();
      await expect(page).toHaveURL(/\/harborpine\/calculator$/);
    },
  );

  test(
    'a failed submit keeps what was typed; a second try succeeds',
    { tag: '@desktop-only' },
    async ({ page }) => {
      let failing = true;
      await injectFault(page, REMINDER_URL, 'status-500', () => failing);
      const dialog = await openReminder(page);
      await fillReminder(dialog);
      await dialog.getByRole('button', { name: 'Set my reminder' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(INLINE_ERROR);
      await expect(dialog.getByRole('textbox', { name: 'First name' })).toHaveValue('José');
      await expect(dialog.getByRole('textbox', { name: 'Last name' })).toHaveValue('García');
      await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue('jose@example.com');
      await expect(dialog.getByRole('button', { name: 'Set my reminder' })).toBeDisabled();
      await expectNoAxeViolations(page);
      // A click beside the form (dismissing the browser's autofill balloon, say) keeps it open.
      await page.mouse.click(8, 450);
      await expect(dialog.getByRole('textbox', { name: 'First name' })).toHaveValue('José');

      failing = false;
      await dialog.getByRole('checkbox', { name: "I'm not a robot" }).check();
      await dialog.getByRole('button', { name: 'Set my reminder' }).click();
      await expect(page.getByRole('dialog', { name: 'You’re all set!' })).toBeVisible();
    },
  );

  test(
    'closing resets the fields, the captcha and the errors',
    { tag: '@desktop-only' },
    async ({ page }) => {
      const dialog = await openReminder(page);
      await fillReminder(dialog);
      await dialog.getByRole('textbox', { name: 'Email' }).fill('nope');
      await dialog.getByRole('checkbox', { name: "I'm not a robot" }).uncheck();
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(dialog).toBeHidden();
      await page.getByRole('button', { name: 'Remind me in six months' }).click();
      await expect(dialog.getByRole('textbox', { name: 'First name' })).toHaveValue('');
      await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue('');
      await expect(dialog.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
      await expect(dialog.getByRole('alert')).toHaveCount(0);
      await expect(dialog.getByText('Valid email address is required')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    },
  );

  test(
    'Enter in a field sends once and leaves the keyboard in that field while it sends',
    { tag: '@desktop-only' },
    async ({ page }) => {
      let answer: () => void = () => undefined;
      const answered = new Promise<void>((resolve) => {
        answer = resolve;
      });
      let sends = 0;
      await page.route(REMINDER_URL, async (route) => {
        sends += 1;
        await answered;
        await route.continue();
      });
      const dialog = await openReminder(page);
      await fillReminder(dialog);
      const email = dialog.getByRole('textbox', { name: 'Email' });
      await email.focus();
      await page.keyboard.press('Enter');
      await expect(dialog.getByRole('status')).toHaveText('Setting your reminder…');
      // A field that lost the focus would leave a screen reader on the whole dialog.
      await expect(email).toBeFocused();
      await expect(email).toHaveValue('jose@example.com');
      await page.keyboard.press('Enter');
      answer();
      await expect(page.getByRole('dialog', { name: 'You’re all set!' })).toBeVisible();
      expect(sends).toBe(1);
    },
  );

  test('works by keyboard alone', async ({ page }) => {
    await page.goto('/harborpine/make-a-change');
    const open = page.getByRole('button', { name: 'Remind me in six months' });
    await tabTo(page, open);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Get a contribution reminder' });
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('textbox', { name: 'First name' }), 5);
    await page.keyboard.type('José');
    await page.keyboard.press('Tab');
    await page.keyboard.type('García');
    await page.keyboard.press('Tab');
    await page.keyboard.type('jose@example.com');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('checkbox', { name: "I'm not a robot" })).toBeFocused();
    await page.keyboard.press('Space');
    const submit = dialog.getByRole('button', { name: 'Set my reminder' });
    await tabTo(page, submit, 6);
    await page.keyboard.press('Enter');
    const success = page.getByRole('dialog', { name: 'You’re all set!' });
    await expect(success).toBeVisible();
    await tabTo(page, success.getByRole('button', { name: 'Done' }), 4);
    await page.keyboard.press('Enter');
    await expect(success).toBeHidden();
    await expect(open).toBeFocused();
  });
});
