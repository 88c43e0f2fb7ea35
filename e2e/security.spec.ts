import { allowOrigin, expect, overrideEnv, test } from './fixtures';

test(
  'serve sends the security headers and the CSP allows the app to run',
  { tag: '@desktop-only' },
  async ({ page }) => {
    const response = await page.goto('/retirement/harborpine');
    const headers = response?.headers() ?? {};
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    // The video articles' WebM and captions come from this origin only.
    expect(csp).toContain("media-src 'self'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-content-type-options']).toBe('nosniff');
    // A CSP violation would show as a console error, which fails the test; the page must render.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  },
);

test(
  'an inline script injected into the page is blocked by the CSP',
  { tag: '@desktop-only' },
  async ({ page, pageProblems }) => {
    await page.goto('/retirement/generic');
    await expect(page.getByRole('banner')).toBeVisible();
    const blocked = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          document.addEventListener('securitypolicyviolation', () => {
            resolve(true);
          });
          const script = document.createElement('script');
          script.textContent = 'window.__pwned = true;';
          document.body.append(script);
          setTimeout(() => {
            resolve(!(window as unknown as { __pwned?: boolean }).__pwned);
          }, 500);
        }),
    );
    expect(blocked).toBe(true);
    // Chromium reports the blocked script as a console error: that one is expected here.
    const isViolation = (problem: string) =>
      problem.includes('violates the following Content Security Policy');
    expect(pageProblems.some(isViolation)).toBe(true);
    const others = pageProblems.filter((problem) => !isViolation(problem));
    pageProblems.splice(0, pageProblems.length, ...others);
  },
);

test.describe('a content service on a host of its own', () => {
  // serve's CSP names only the content origin of the env.js it serves. This test's CSP would name
  // the other one too (content-security-policy.test.ts holds that); rewriting the document's
  // header here would mean answering it from the route, which Chromium then counts as a public
  // page, and a public page may not call a loopback address at all.
  test.use({ bypassCSP: true });

  test(
    "the app's calls, pictures, video and captions come from there",
    { tag: '@desktop-only' },
    async ({ page, baseURL }) => {
      // The test server (playwright.config.ts: localhost) by its address is another origin: the
      // deployment's content service.
      const app = new URL(baseURL ?? '');
      const content = app.origin.replace('localhost', '127.0.0.1');
      await overrideEnv(page, { contentServiceBaseUrl: content });
      allowOrigin(page, content);
      const fromApp: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin === app.origin && /^\/(po|wcm|images|media)\//.test(url.pathname)) {
          fromApp.push(url.pathname);
        }
      });

      await page.goto('/harborpine');
      const logo = page
        .getByRole('link', { name: 'Harbor & Pine Manufacturing home' })
        .locator('img');
      await expect(logo).toHaveAttribute('src', `${content}/images/companies/harborpine.svg`);
      await expect
        .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);

      await page.goto('/harborpine/articles/6f1c2a10-0011-4a7e-9b1d-aa0000000011/x');
      const video = page.locator('video');
      await expect(video).toHaveAttribute('crossorigin', 'anonymous');
      await video.evaluate(async (player: HTMLVideoElement) => {
        player.muted = true;
        await player.play();
      });
      await expect
        .poll(() => video.evaluate((player: HTMLVideoElement) => player.currentTime))
        .toBeGreaterThan(0);
      // Captions from another origin load only for a player that asks with CORS.
      await expect
        .poll(() =>
          video.evaluate((player: HTMLVideoElement) => player.textTracks[0]?.cues?.length ?? 0),
        )
        .toBeGreaterThan(0);
      await video.evaluate((player: HTMLVideoElement) => {
        player.pause();
      });
      expect(fromApp, "content asked of the app's host").toEqual([]);
    },
  );
});
