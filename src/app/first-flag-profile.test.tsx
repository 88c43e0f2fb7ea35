import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_ENV, type RuntimeEnv } from '@/config/env';
import { loadFlagsProvider } from '@/features/flags/flags-provider';
import { selectFlag } from '@/features/flags/flags-slice';
import { readStartupSeed } from '@/features/user/startup';
import { initialUserState } from '@/features/user/user-slice';
import { serveEmailFlagTo } from '@/testing/flag-service';
import { createApp, firstFlagContext } from './app';
import { SESSION_VERSION } from './persistence';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

const serviceEnv: RuntimeEnv = {
  ...DEVELOPMENT_ENV,
  featureFlagClientId: 'client-side-id',
  featureFlagBaseUrl: 'http://flags.test',
  featureFlagTimeoutMs: 1_000,
};

/** Start-up as main.tsx runs it, at `url`. */
async function startAt(url: string) {
  const location = new URL(url, 'http://localhost');
  const seed = readStartupSeed(location);
  const app = createApp({
    seed,
    pathname: location.pathname,
    queryClientOptions: { retry: false },
  });
  const flagsProvider = await loadFlagsProvider(
    serviceEnv,
    firstFlagContext(app, seed, '0b0f8b36-4a8e-4c55-9d55-2d5c1a3e9f10'),
  );
  render(
    <AppProvider store={app.store} queryClient={app.queryClient} flagsProvider={flagsProvider}>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProvider>,
  );
  return app;
}

describe("the flag service's first profile", { timeout: 30_000 }, () => {
  // Compiling the SDK on first import can take longer than the time-out used here.
  beforeAll(async () => {
    await import('launchdarkly-react-client-sdk');
  });

  it.each([
    ['no persona', undefined],
    ['another persona', { ...initialUserState, animal: 'fox' }],
  ])(
    "is the persona this tab's session copy restores, where local storage holds %s",
    async (_, storedUser) => {
      window.sessionStorage.setItem(
        'redux-store',
        JSON.stringify({
          version: SESSION_VERSION,
          user: { ...initialUserState, animal: 'owl' },
          company: { companyId: 'generic' },
        }),
      );
      if (storedUser) {
        window.localStorage.setItem(
          'retirement',
          JSON.stringify({ user: storedUser, company: { config: { companyId: 'generic' } } }),
        );
      }
      const asked = serveEmailFlagTo(({ animal }) => animal === 'owl');
      const { store } = await startAt('/retirement/generic');

      expect(await screen.findByRole('banner', {}, { timeout: 10_000 })).toBeInTheDocument();
      expect(store.getState().user.animal).toBe('owl');
      await waitFor(() => {
        expect(selectFlag(store.getState(), 'enableEmailMyActionPlan')).toBe(true);
      });
      // Once, for the owl: no profile for the wrong persona first.
      expect(asked.map(({ animal, company }) => ({ animal, company }))).toEqual([
        { animal: 'owl', company: 'generic' },
      ]);
    },
  );

  it("is QA's in a QA tab reloaded without the link's uid, as the store keeps it", () => {
    window.sessionStorage.setItem(
      'redux-store',
      JSON.stringify({ version: SESSION_VERSION, user: { ...initialUserState, uid: 'qa' } }),
    );
    const seed = readStartupSeed(new URL('http://localhost/retirement/generic'));
    const app = createApp({ seed, pathname: '/retirement/generic' });
    expect(firstFlagContext(app, seed, 'visitor')).toMatchObject({ key: 'qa', anonymous: false });
  });
});
