import '@testing-library/jest-dom/vitest';
// Vitest runs without globals, so Testing Library cannot register its own automatic cleanup.
// eslint-disable-next-line testing-library/no-manual-cleanup
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '../../mocks/node';
import { loadCatalog } from '@/lib/i18n/load-catalog';

// jsdom has no layout: scrolling is a no-op rather than a "not implemented" error.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

// jsdom has no media queries. Tests render for a 1280 px screen (the header builds its desktop
// bar there) unless they set another width with showPhoneScreen(); e2e covers both for real.
const DESKTOP_WIDTH = 1280;
window.innerWidth = DESKTOP_WIDTH;
window.matchMedia = (query: string) => {
  // The theme's breakpoints are in em, a media query's em being the browser's default 16 px.
  const px = (name: string) => {
    const [, value, unit] = new RegExp(`${name}:\\s*([\\d.]+)(px|em)`).exec(query) ?? [];
    return Number(value) * (unit === 'em' ? 16 : 1);
  };
  const [min, max] = [px('min-width'), px('max-width')];
  const width = window.innerWidth;
  // Without the deprecated addListener pair, which MUI no longer calls.
  return Object.assign(new EventTarget(), {
    matches: !(width < min) && !(width > max),
    media: query,
    onchange: null,
  }) as unknown as MediaQueryList;
};

// Pages are lazy chunks: on a loaded 2-core machine the first lookup can take seconds.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // Both catalogs in memory: a render is then as synchronous as before the catalogs existed.
  await Promise.all([loadCatalog('en-US'), loadCatalog('es-US')]);
});

afterEach(() => {
  cleanup();
  window.innerWidth = DESKTOP_WIDTH;
  server.resetHandlers();
  // A listener a test added must not record (or assert on) the next test's requests, even when
  // the test that added it failed before its own clean-up.
  server.events.removeAllListeners();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterAll(() => {
  server.close();
});
