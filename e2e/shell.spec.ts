import type { Locator, Page } from '@playwright/test';
import { getContrastRatio } from '@mui/material/styles';
import { expect, expectNoAxeViolations, storeAnswers, test } from './fixtures';

const COMPANIES = ['generic', 'harborpine', 'lumenhealth', 'cobaltridge'] as const;
const NOT_FOUND = 'Hmm ... looks like this page is already enjoying its retirement.';

test.describe('app shell pages', () => {
  for (const path of [
    '/retirement',
    ...COMPANIES.map((c) => `/retirement/${c}`),
    '/retirement/privacy',
  ]) {
    test(`${path} renders the shell with no axe violation`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  /** Opens a page that does not exist, checks it, and follows its link home. */
  async function followNotFound(page: Page, path: string) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
    const home = page.getByRole('link', { name: 'Return to homepage' });
    await expect(home).toBeVisible();
    await expectNoAxeViolations(page);
    await home.click();
  }

  // The page is checked at both widths once; the other paths only add routing.
  test('not-found at /retirement/generic/no-such-page', async ({ page }) => {
    await followNotFound(page, '/retirement/generic/no-such-page');
    await expect(page).toHaveURL(/\/retirement\/generic$/);
  });

  for (const path of ['/harborpine/no/such/page', '/articles/x/y/z']) {
    test(`not-found at ${path}`, { tag: '@desktop-only' }, async ({ page }) => {
      await followNotFound(page, path);
      await expect(page).toHaveURL(/\/retirement\/[a-z]+$/);
    });
  }

  test(
    'the privacy policy page is titled "Privacy policy | RetireWell" and opens in a new tab from the footer',
    { tag: '@desktop-only' },
    async ({ page, context }) => {
      await page.goto('/retirement/harborpine');
      const link = page.getByRole('contentinfo').getByRole('link', { name: /Privacy policy/ });
      await expect(link).toHaveAttribute('target', '_blank');
      const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await expect(popup).toHaveURL(/\/retirement\/privacy$/);
      await expect(popup).toHaveTitle('Privacy policy | RetireWell');
      await expect(popup.getByRole('heading', { name: 'What we collect' })).toBeVisible();
    },
  );
});

test.describe('company resolution', { tag: '@desktop-only' }, () => {
  test('company ids are case-insensitive', async ({ page }) => {
    await page.goto('/retirement/HarborPine?s=G#top');
    await expect(page).toHaveURL(/\/retirement\/harborpine\?s=G#top$/);
    await expect(
      page.getByRole('link', { name: 'Harbor & Pine Manufacturing home' }),
    ).toBeVisible();
  });

  test('an unknown company lands on /retirement/generic', async ({ page }) => {
    await page.goto('/retirement/acme-widgets');
    await expect(page).toHaveURL(/\/retirement\/generic$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('an unknown company keeps the page it asked for', async ({ page }) => {
    await page.goto('/Acme/calculator');
    await expect(page).toHaveURL(/\/generic\/calculator$/);
  });

  test('an address with a doubled or trailing slash shows its page at its one address', async ({
    page,
    baseURL,
  }) => {
    // Written out in full: Playwright would read a path starting with // as another host. (Not
    // the calculator: it rewrites its own fragment once its figures are in.)
    await page.goto(`${new URL(baseURL ?? '').origin}//harborpine//get-the-facts/?e=1#main`);
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/harborpine\/get-the-facts\?e=1#main$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Get the facts' })).toBeVisible();
    // Replaced, not pushed: Back leaves the site instead of landing on the old address.
    await page.goBack();
    expect(page.url()).toBe('about:blank');
  });

  test("one sponsor's enrolment survives another sponsor's page in a new tab", async ({
    page,
    context,
  }) => {
    const contribution = (tab: Page, name: string) =>
      tab.getByRole('banner').getByRole('button', { name });
    await page.goto('/retirement/harborpine');
    await expect(contribution(page, 'Change my contribution')).toBeVisible();

    const lumen = await context.newPage();
    await lumen.goto('/retirement/lumenhealth?e=1');
    await expect(contribution(lumen, 'Enroll now')).toBeVisible();
    const harbor = await context.newPage();
    await harbor.goto('/retirement/harborpine');
    await expect(contribution(harbor, 'Change my contribution')).toBeVisible();
    await harbor.close();
    await lumen.close();

    // The first tab, open at Harbor & Pine all along, goes on to Lumen Health.
    await page.goto('/retirement/lumenhealth');
    await expect(contribution(page, 'Enroll now')).toBeVisible();
  });

  test('/ and /{company} go to the home page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/retirement$/);
    await page.goto('/cobaltridge');
    await expect(page).toHaveURL(/\/retirement\/cobaltridge$/);
  });
});

test.describe('header and footer follow the company flags', () => {
  const expectations = {
    generic: {
      resources: false,
      contact: false,
      targetDate: false,
      planDetails: false,
      intranet: null,
    },
    harborpine: {
      resources: true,
      contact: true,
      targetDate: true,
      planDetails: true,
      intranet: 'Harbor & Pine intranet',
    },
    lumenhealth: {
      resources: true,
      contact: false,
      targetDate: false,
      planDetails: true,
      intranet: null,
    },
    cobaltridge: {
      resources: false,
      contact: true,
      targetDate: true,
      planDetails: false,
      intranet: 'RidgeNet',
    },
  } as const;

  const linkCount = (scope: Locator, name: string | RegExp) =>
    scope.getByRole('link', { name, exact: typeof name === 'string' }).count();

  async function openCompany(page: Page, company: string) {
    const resourcesLoaded = page.waitForResponse(/company-resources/);
    await page.goto(`/retirement/${company}`);
    // count() does not wait: let the shell and the resources call settle first.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await resourcesLoaded;
  }

  test(
    'one name per page: the footer link, the heading and the document title agree',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await openCompany(page, 'harborpine');
      const footer = page.getByRole('navigation', { name: 'Footer' });
      const names = [
        'Get the facts',
        'Calculator',
        'FAQs',
        'Resources & FAQs',
        'Target-date funds',
        'Contact us',
        'Sitemap',
      ];
      for (const name of names) {
        await footer.getByRole('link', { name, exact: true }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
        await expect(page).toHaveTitle(`${name} | RetireWell`);
      }
    },
  );

  for (const company of COMPANIES) {
    const flags = expectations[company];

    test(`footer of ${company}`, { tag: '@desktop-only' }, async ({ page }) => {
      await openCompany(page, company);
      const footer = page.getByRole('navigation', { name: 'Footer' });
      expect(await linkCount(footer, 'My action plan')).toBe(1);
      expect(await linkCount(footer, 'Get the facts')).toBe(1);
      expect(await linkCount(footer, 'Calculator')).toBe(1);
      expect(await linkCount(footer, 'FAQs')).toBe(1);
      expect(await linkCount(footer, 'Resources & FAQs')).toBe(flags.resources ? 1 : 0);
      expect(await linkCount(footer, 'Target-date funds')).toBe(flags.targetDate ? 1 : 0);
      expect(await linkCount(footer, 'Contact us')).toBe(flags.contact ? 1 : 0);
      // Every company's footer leads to its sitemap.
      expect(await linkCount(footer, 'Sitemap')).toBe(1);
      expect(await linkCount(footer, /^Plan details/)).toBe(flags.planDetails ? 1 : 0);
      const intranet = footer.getByRole('link', {
        name: new RegExp(flags.intranet ?? 'no intranet link'),
      });
      await expect(intranet).toHaveCount(flags.intranet ? 1 : 0);
      for (const link of await intranet.all())
        await expect(link).toHaveAttribute('target', '_blank');
      await expect(page.getByTestId('disclosures')).toContainText('Not FDIC insured');
      const strip = page
        .getByRole('contentinfo')
        .getByRole('heading', { name: 'Company resources' });
      await expect(strip).toHaveCount(
        company === 'harborpine' || company === 'lumenhealth' ? 1 : 0,
      );
    });

    test(`desktop header of ${company}`, { tag: '@desktop-only' }, async ({ page }) => {
      // The desktop bar shows from 1024 px.
      await openCompany(page, company);
      const primary = page.getByRole('navigation', { name: 'Primary' });
      expect(await linkCount(primary, 'Resources & FAQs')).toBe(flags.resources ? 1 : 0);
      await expect(primary.getByRole('link', { name: 'Calculator' })).toHaveAttribute(
        'href',
        `/${company}/calculator`,
      );
      await expect(primary.getByRole('link', { name: 'My action plan' })).toHaveAttribute(
        'href',
        `/retirement/${company}/quiz`,
      );
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    });

    test(`mobile menu of ${company}`, { tag: '@mobile-only' }, async ({ page }) => {
      // The menu toggle shows below 1024 px.
      await openCompany(page, company);
      await expect(page.getByRole('navigation', { name: 'Primary' })).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      // SPEC.md "Header", mobile: the open menu hides the logo; the domain name stays as the
      // bar's home link, for a company with its own logo too.
      await expect(
        page.getByRole('banner').getByRole('link', { name: 'RetireWell', exact: true }),
      ).toHaveAttribute('href', `/retirement/${company}`);
      await expect(
        page.getByRole('banner').getByRole('link', { name: 'RetireWell', exact: true }),
      ).toBeVisible();
      const secondary = page.getByRole('navigation', { name: 'Menu secondary' });
      expect(await linkCount(secondary, 'Home')).toBe(1);
      expect(await linkCount(secondary, 'FAQs')).toBe(1);
      expect(await linkCount(secondary, 'Contact us')).toBe(flags.contact ? 1 : 0);
      expect(await linkCount(secondary, /^Plan details/)).toBe(flags.planDetails ? 1 : 0);
      expect(await linkCount(secondary, new RegExp(flags.intranet ?? 'no intranet link'))).toBe(
        flags.intranet ? 1 : 0,
      );
      const menuPrimary = page.getByRole('navigation', { name: 'Menu primary' });
      expect(await linkCount(menuPrimary, /Resources & FAQs/)).toBe(flags.resources ? 1 : 0);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Close menu' }).click();
      await expect(menuPrimary).toHaveCount(0);
    });
  }

  test(
    'the target-date disclosure replaces the fund notices on the target-date page',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await page.goto('/harborpine/target-date');
      await expect(page.getByTestId('disclosures')).toContainText('Target-date funds are designed');
      await expect(page.getByTestId('disclosures')).not.toContainText('Not FDIC insured');
    },
  );

  test(
    'consent links appear only with a consent manager and open its preferences',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await page.goto('/retirement/generic');
      await expect(page.getByRole('button', { name: 'AdChoices' })).toHaveCount(0);
      await page.addInitScript(() => {
        (window as unknown as { OneTrust: object }).OneTrust = {
          ToggleInfoDisplay: () => {
            document.body.dataset.consentOpened = 'yes';
          },
        };
      });
      await page.reload();
      await page
        .getByRole('button', { name: 'Do not sell or share my personal information' })
        .click();
      await expect(page.locator('body')).toHaveAttribute('data-consent-opened', 'yes');
    },
  );
});

test(
  'the desktop bar stays within the page’s column on wide screens, in English and Spanish',
  { tag: '@desktop-only' },
  async ({ page }) => {
    // The bar is one page column wide from 1280 px up. From 1920 px it set its links larger and,
    // beside a company logo, showed the site's name: the contribution button ended 162 px past
    // the column's edge (82 px in Spanish), out of line with the page under it.
    for (const width of [1280, 1920]) {
      await page.setViewportSize({ width, height: 700 });
      for (const company of ['harborpine', 'generic']) {
        for (const language of ['en', 'es']) {
          await page.goto(`/retirement/${company}?lang=${language}`);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          const bar = page.getByRole('banner').locator('.MuiContainer-root').first();
          const overflow = await bar.evaluate((element) => {
            const edge =
              element.getBoundingClientRect().right -
              parseFloat(getComputedStyle(element).paddingRight);
            const ends = Array.from(
              element.children,
              (child) => child.getBoundingClientRect().right,
            );
            return Math.max(...ends) - edge;
          });
          expect(
            overflow,
            `${company} in ${language} at ${String(width)} px: past the column`,
          ).toBeLessThanOrEqual(0.5);
        }
      }
    }
  },
);

test(
  'the menu bar is 80 px tall wherever it shows, up to 1279 px; the open menu fits the screen',
  { tag: '@desktop-only' },
  async ({ page }) => {
    // SPEC.md "Header": the bar with the menu toggle is 80 px tall, the desktop bar 100 px. From
    // 1024 to 1279 px (a 1280 px laptop zoomed to 125%) the menu bar took the desktop height,
    // and its open menu, sized for an 80 px bar, ran 20 px under the screen's bottom edge.
    await page.setViewportSize({ width: 1100, height: 600 });
    await page.goto('/retirement/harborpine');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Open menu' }).click();
    const bar = banner.locator('.MuiContainer-root').first();
    await expect(bar).toHaveJSProperty('offsetHeight', 80);
    const menu = banner.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? Infinity)).toBeLessThanOrEqual(600);
    await page.setViewportSize({ width: 1280, height: 600 });
    await expect(bar).toHaveJSProperty('offsetHeight', 100);
  },
);

test.describe('the open phone menu holds the keyboard', { tag: '@mobile-only' }, () => {
  /**
   * Opens harborpine's menu (it has the most items, "Plan details" last) by keyboard, on the page
   * scrolled down to `scrollY`.
   */
  async function openMenuByKeyboard(page: Page, scrollY = 0) {
    await page.goto('/retirement/harborpine');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.evaluate((y) => {
      window.scrollTo(0, y);
    }, scrollY);
    await page.getByRole('button', { name: 'Open menu' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
  }

  test('Tab and Shift+Tab go round the header, never to the page under the menu', async ({
    page,
  }) => {
    await openMenuByKeyboard(page);
    const banner = page.getByRole('banner');
    const planDetails = page
      .getByRole('navigation', { name: 'Menu secondary' })
      .getByRole('link', { name: /^Plan details/ });
    await planDetails.focus();
    // More presses than the header has stops: a way out would have been taken by now.
    for (let stop = 0; stop < 16; stop += 1) {
      await page.keyboard.press('Tab');
      await expect(banner.locator(':focus')).toBeVisible();
    }
    await page.keyboard.press('Shift+Tab');
    await expect(banner.locator(':focus')).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).focus();
    for (let stop = 0; stop < 16; stop += 1) {
      await page.keyboard.press('Shift+Tab');
      await expect(banner.locator(':focus')).toBeVisible();
    }
    // Leaving the first stop (the bar's home link, where the logo was) backwards lands on the
    // last item.
    await page.getByRole('banner').getByRole('link', { name: 'RetireWell', exact: true }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(planDetails).toBeFocused();
  });

  test('the page behind is inert and does not scroll, and is where it was after', async ({
    page,
  }) => {
    await openMenuByKeyboard(page, 600);
    await expect(page.getByRole('main')).toHaveJSProperty('inert', true);
    await expect(page.getByRole('contentinfo')).toHaveJSProperty('inert', true);
    // The open menu pushes the page down, and the browser's scroll anchoring follows it: what
    // was on screen stays there.
    const opened = await page.evaluate(() => window.scrollY);
    // Over the bar, which does not scroll itself, the wheel would scroll the page.
    await page.mouse.move(100, 40);
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(opened);

    await page.keyboard.press('Escape');
    await expect(page.getByRole('main')).toHaveJSProperty('inert', false);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
  });

  test('closing gives focus back to the menu button; a new page gives it to its heading', async ({
    page,
  }) => {
    await openMenuByKeyboard(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('navigation', { name: 'Menu primary' });

    // Escape on an item.
    await menu.getByRole('link', { name: /^Calculator/ }).focus();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(toggle).toBeFocused();

    // The close control.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(menu).toHaveCount(0);
    await expect(toggle).toBeFocused();

    // An item for the page already shown: nothing to go to, the menu closes.
    await page.keyboard.press('Enter');
    await page
      .getByRole('navigation', { name: 'Menu secondary' })
      .getByRole('link', { name: 'Home', exact: true })
      .press('Enter');
    await expect(menu).toHaveCount(0);
    await expect(toggle).toBeFocused();

    // An item for another page: the new page's heading takes focus, as after any navigation.
    await page.keyboard.press('Enter');
    await menu.getByRole('link', { name: /^Calculator/ }).press('Enter');
    await expect(page).toHaveURL(/\/harborpine\/calculator$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Calculator' })).toBeFocused();
  });
});

test.describe('focus is not hidden under the sticky header', () => {
  /** The sticky header's height at each width (SPEC.md "Header", HEADER_HEIGHT). */
  const HEADER = { mobile: 80, desktop: 100 };

  test('Shift+Tab up a long page keeps every focused item below the header', async ({
    page,
  }, testInfo) => {
    const header = HEADER[testInfo.project.name as keyof typeof HEADER];
    await page.goto('/harborpine/get-the-facts');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The cards and the footer's resources arrive after the heading: counting stops before they
    // are in ran out of stops above the cards, at the skip link (flaky on a busy machine).
    await expect(page.getByText('Showing 24 of 24 articles')).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByRole('heading', { name: 'Company resources' }),
    ).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link').last().focus();
    const stops: string[] = [];
    // Forty stops back from the footer reach the article cards and the topic filters.
    for (let stop = 0; stop < 40; stop += 1) {
      await page.keyboard.press('Shift+Tab');
      stops.push(
        await page.evaluate((height) => {
          const element = document.activeElement;
          const top = element?.getBoundingClientRect().top ?? height;
          const under = !element?.closest('header') && Math.round(top) < height;
          return under ? `${element?.textContent ?? ''} at ${String(top)}` : '';
        }, header),
      );
    }
    const hidden = stops.filter(Boolean);
    expect(hidden, 'focus stops under the header').toEqual([]);
  });

  test("the header's own controls take focus where the page is, without scrolling it", async ({
    page,
  }) => {
    await page.goto('/harborpine/get-the-facts');
    // The articles arrive after the heading: scrolled before, the page would grow under it.
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // Down the page, the keyboard where the page starts: Shift+Tab reaches the header.
    await page.evaluate(() => {
      window.scrollTo(0, 1500);
      document.querySelector('main')?.focus({ preventScroll: true });
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('banner').locator(':focus')).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(1500);
  });
});

/**
 * The focus outline a control shows under the keyboard, measured against what surrounds it (its
 * nearest ancestor with a background): '' when it is visible, else what was wrong.
 */
async function keyboardFocusOutline(page: Page, control: Locator) {
  // A key pressed first makes the focus a keyboard user's, so the browser shows its indicator.
  // (Leaving by Shift+Tab and coming back by Tab was flaky: a carousel slide before the footer
  // can take the focus and move.)
  await page.keyboard.press('Shift');
  await control.focus();
  const { name, style, width, color, background } = await control.evaluate((element) => {
    const outline = getComputedStyle(element);
    let around = element.parentElement;
    while (
      around &&
      /^rgba\(.*, 0\)$|^transparent$/.test(getComputedStyle(around).backgroundColor)
    ) {
      around = around.parentElement;
    }
    return {
      name: element.getAttribute('href') ?? element.textContent,
      style: outline.outlineStyle,
      width: parseFloat(outline.outlineWidth),
      color: outline.outlineColor,
      background: around ? getComputedStyle(around).backgroundColor : 'rgb(255, 255, 255)',
    };
  });
  // WCAG 1.4.11: a focus indicator needs 3:1 against what is next to it.
  const visible = style !== 'none' && width >= 2 && getContrastRatio(color, background) >= 3;
  return visible ? '' : `${name}: ${style} ${String(width)}px ${color} on ${background}`;
}

test(
  'keyboard focus in the dark footer is outlined in a colour that stands out from it',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await page.goto('/retirement/harborpine');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: /Privacy policy/ })).toBeVisible();
    const faint: string[] = [];
    for (const link of await footer.getByRole('link').all()) {
      faint.push(await keyboardFocusOutline(page, link));
    }
    expect(faint.filter(Boolean)).toEqual([]);
  },
);

test(
  'keyboard focus on a button is outlined in a colour that stands out from around it',
  { tag: '@desktop-only' },
  async ({ page }) => {
    // Buttons on the page's white, in the white header, on the home hero's dark colour and on the
    // brand colour of the contribution panel and of the action plan's closing band. MUI's focus
    // ripple alone was a faint tint, and nothing at all in forced colours.
    await storeAnswers(page);
    const faint: string[] = [];
    for (const [path, ready] of [
      ['/retirement/harborpine', 'Show 2 more'],
      ['/harborpine/make-a-change', 'Remind me in six months'],
      ['/retirement/harborpine/quiz/action-plan', 'Change my contribution'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('button', { name: ready }).last()).toBeVisible({
        timeout: 15_000,
      });
      const buttons = page
        .locator('.MuiButton-root, .MuiIconButton-root')
        .filter({ visible: true });
      for (const button of await buttons.all()) {
        faint.push(await keyboardFocusOutline(page, button));
      }
    }
    expect(faint.filter(Boolean)).toEqual([]);
  },
);

test(
  "keyboard focus on a quiz answer stands out on white, whatever the company's colour",
  { tag: '@desktop-only' },
  async ({ page }) => {
    // A company may choose a light brand colour: the theme's focus outline is one dark colour for
    // that reason, and no control may put the brand colour back.
    await page.route(/\/content\/fragments\/nested\?path=[^&]*companies/, async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as Record<string, unknown>;
      return route.fulfill({ response, json: { ...config, primaryColor: '#8fd3fe' } });
    });
    await page.goto('/retirement/harborpine/quiz/priorities');
    const answer = page.getByRole('button', { name: /^Getting started/ });
    await expect(answer).toBeVisible({ timeout: 15_000 });
    expect(await keyboardFocusOutline(page, answer)).toBe('');
  },
);

test(
  "with the phone's search panel open, what Tab focuses lands below the taller header",
  { tag: '@mobile-only' },
  async ({ page }) => {
    await page.goto('/harborpine/get-the-facts');
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(banner.getByRole('search')).toBeVisible();
    // From the page's foot, Shift+Tab up to the liked-articles filter: each control scrolls just
    // into view, under the header unless the page's scroll padding covers the open panel too.
    await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    await page.mouse.click(1, 843);
    const headerBottom = await banner.evaluate((bar) => bar.getBoundingClientRect().bottom);
    const likedOnly = page
      .getByRole('main')
      .getByRole('button', { name: 'Liked articles only', exact: true });
    await expect(async () => {
      await page.keyboard.press('Shift+Tab');
      await expect(likedOnly).toBeFocused({ timeout: 100 });
    }).toPass({ intervals: [0] });
    const { top } = await likedOnly.evaluate((el) => el.getBoundingClientRect());
    expect(top, 'the focused filter shows below the header').toBeGreaterThanOrEqual(headerBottom);
  },
);

test('every footer link is at least 24 px tall (WCAG 2.5.8)', async ({ page }) => {
  await page.goto('/retirement/harborpine');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: /Privacy policy/ })).toBeVisible();
  const heights = await footer
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => `${link.textContent}: ${String(link.getBoundingClientRect().height)}`),
    );
  const short = heights.filter((entry) => Number(entry.split(': ').pop()) < 24);
  expect(short).toEqual([]);
  // A name that wraps (Harbor & Pine's intranet at 390 px) keeps its new-tab mark on its last
  // line, after its last word, not beside the wrapped lines (a logo's mark sits beside it).
  const marksAbove = await footer.getByRole('link').evaluateAll((links) =>
    links
      .filter((link) => {
        const mark = link.querySelector('svg')?.getBoundingClientRect();
        if (mark === undefined || link.querySelector('img')) return false;
        return mark.top < link.getBoundingClientRect().bottom - 24;
      })
      .map((link) => link.textContent),
  );
  expect(marksAbove).toEqual([]);
});
