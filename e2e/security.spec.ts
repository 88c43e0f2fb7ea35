import { expect, test } from './fixtures';

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
