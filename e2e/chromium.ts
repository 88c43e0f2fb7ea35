import { existsSync } from 'node:fs';

const installed = (path: string) => (existsSync(path) ? path : undefined);

/**
 * Debian's Chromium on CI and closed-network machines; Playwright's own browser elsewhere.
 * CHROMIUM_PATH overrides both. Lighthouse and the benchmarks measure with it: the browser a
 * participant runs.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? installed('/usr/bin/chromium');

/**
 * The e2e suite and the bundle budget's request log run in Chromium's headless shell where it is
 * installed (Debian's chromium-headless-shell: the same Blink and V8, and what Playwright itself
 * runs headless). The suite takes 40% less time there than in the full browser's headless mode.
 * CHROMIUM_PATH overrides it too.
 */
const headlessShellPath =
  process.env.CHROMIUM_PATH ?? installed('/usr/bin/chromium-headless-shell') ?? chromiumPath;

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

/** The full browser, for what measures a participant's experience (the benchmarks). */
export const chromiumLaunchOptions = {
  ...(chromiumPath ? { executablePath: chromiumPath } : {}),
  args: CHROMIUM_FLAGS,
};

/** The headless shell, for the tests. */
export const testLaunchOptions = {
  ...(headlessShellPath ? { executablePath: headlessShellPath } : {}),
  args: CHROMIUM_FLAGS,
};
