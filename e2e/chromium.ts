import { existsSync } from 'node:fs';

/**
 * Debian's Chromium on CI and closed-network machines; Playwright's own browser elsewhere.
 * CHROMIUM_PATH overrides both.
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=IsolateOrigins,site-per-process,Translate,OptimizationHints,MediaRouter',
  '--disable-extensions',
  '--disable-dev-shm-usage',
];

export const chromiumLaunchOptions = {
  ...(chromiumPath ? { executablePath: chromiumPath } : {}),
  args: CHROMIUM_FLAGS,
};
