import { defineConfig, devices } from '@playwright/test';
import { testLaunchOptions } from './e2e/chromium';

const port = Number(process.env.PORT ?? 4173);
export const baseURL = `http://localhost:${String(port)}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // The suite is CPU-bound in Chromium: two workers keep both cores busy.
  workers: 2,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: 'on-first-retry',
    launchOptions: testLaunchOptions,
  },
  // Behaviour that does not depend on the width runs once, at desktop width (@desktop-only);
  // layouts that exist at one width only carry @mobile-only or @desktop-only too. A test that
  // measures time (@timing) runs last and alone, at desktop width: beside the other worker's
  // Chromium on a 2-core machine it measured that contention, not the app.
  projects: [
    {
      name: 'mobile',
      grepInvert: /@desktop-only|@timing/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        isMobile: false,
        hasTouch: false,
      },
    },
    {
      name: 'desktop',
      grepInvert: /@mobile-only|@timing/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
    {
      name: 'timing',
      grep: /@timing/,
      dependencies: ['mobile', 'desktop'],
      // One at a time: two timing tests side by side measured each other.
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
  ],
  webServer: {
    command: 'npm run serve',
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: { PORT: String(port) },
  },
});
