import { expect, flagServiceEnv, overrideEnv, test } from './fixtures';

interface DataLayerEvent {
  event: string;
  page?: Record<string, string>;
  user?: Record<string, string>;
}

const pageLoads = async (page: import('@playwright/test').Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: DataLayerEvent[] }).dataLayer ?? []).filter(
      (event) => event.event === 'Page Load Completed',
    ),
  );

test(
  'one page-load event per navigation, with the documented page fields',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await page.goto('/retirement/harborpine');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link', { name: 'Calculator' })
      .click();
    // The calculator keeps its inputs in the query string (its shareable URL).
    await expect(page).toHaveURL(/\/harborpine\/calculator(\?|$)/);
    await expect.poll(async () => (await pageLoads(page)).length).toBe(2);
    const [home, calculator] = await pageLoads(page);
    expect(home?.page).toMatchObject({
      navigationPath: '/retirement/harborpine',
      siteSection1: 'retirement',
      webPageType: 'SPA',
    });
    expect(calculator?.page).toMatchObject({
      baseURL: new URL(page.url()).origin,
      channel: 'web',
      navigationPath: '/harborpine/calculator',
      pageName: 'retirewell:calculator',
      siteAudience: 'participant',
      siteCountry: 'us',
      siteLanguage: 'en-US',
      siteSection1: 'calculator',
      siteSection2: '',
      siteSection3: '',
      siteSection4: '',
      webPageType: 'SPA',
      workfrontID: '',
    });
    expect(calculator?.user).toMatchObject({
      personaSegment: 'g',
      tracSponsorId: 'harborpine',
      advisorId: '',
    });
  },
);

test(
  'a company link that redirects counts one page view, for the page shown',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await page.goto('/harborpine');
    await expect(page).toHaveURL(/\/retirement\/harborpine$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(async () => (await pageLoads(page)).length).toBe(1);
    expect((await pageLoads(page))[0]?.page).toMatchObject({
      navigationPath: '/retirement/harborpine',
    });
  },
);

test('no flag panel without uid=qa', { tag: '@desktop-only' }, async ({ page }) => {
  await page.goto('/retirement/generic');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Feature flags' })).toHaveCount(0);
});

test('the QA flag panel switches a flag and keeps it for this browser', async ({ page }) => {
  await page.goto('/retirement/generic?uid=qa');
  await page.getByRole('button', { name: 'Feature flags' }).click();
  const panel = page.getByRole('dialog', { name: 'Feature flags' });
  const toggle = panel.getByRole('switch', { name: 'Email my action plan' });
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  await expect(panel.getByText('Overridden (service: off)')).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Feature flags' }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Feature flags' })
      .getByRole('switch', { name: 'Email my action plan' }),
  ).toBeChecked();
});

test(
  'the app starts with default flags when the flag service hangs',
  { tag: '@desktop-only' },
  async ({ page, baseURL }) => {
    await overrideEnv(page, flagServiceEnv(baseURL, 1_500));
    let asked = false;
    await page.route('**/ld/**', async (route) => {
      asked = true;
      // Far longer than the banner may take: the app must not wait for the service to give up.
      await new Promise((resolve) => setTimeout(resolve, 30_000));
      await route.abort().catch(() => undefined);
    });
    await page.goto('/retirement/cobaltridge');
    await expect(page.getByRole('banner')).toBeVisible({ timeout: 12_000 });
    expect(asked).toBe(true);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  },
);

test(
  "the page's calls go out while the flag service is still answering",
  { tag: '@desktop-only' },
  async ({ page, baseURL }) => {
    await overrideEnv(page, flagServiceEnv(baseURL, 5_000));
    let flagsAsked = false;
    let flagsAnswered = false;
    let contentAsked = false;
    let contentAskedBeforeFlagsAnswered = false;
    page.on('request', (request) => {
      if (!new URL(request.url()).pathname.startsWith('/po/')) return;
      contentAsked = true;
      if (!flagsAnswered) contentAskedBeforeFlagsAnswered = true;
    });
    await page.route('**/ld/**', async (route) => {
      flagsAsked = true;
      // The service answers once the page's calls are out, or after 3 s if they wait for it.
      const giveUpAt = Date.now() + 3_000;
      while (!contentAsked && Date.now() < giveUpAt) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      flagsAnswered = true;
      await route.abort().catch(() => undefined);
    });
    await page.goto('/retirement/cobaltridge');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 12_000 });
    expect(flagsAsked).toBe(true);
    expect(contentAskedBeforeFlagsAnswered).toBe(true);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  },
);
