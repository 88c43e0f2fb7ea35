import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { createPersistor, createStore } from '@/app/store';
import type { FlagsProvider } from '@/features/flags/flags-provider';
import { readStartupSeed } from '@/features/user/startup';
import type { StartupSeed } from '@/features/user/user-slice';
import { createQueryClient } from '@/lib/query-client';

/**
 * Renders the real app (providers, router, shell) at a URL with a fresh store and query client
 * (no retries), against the MSW handlers. Start-up reads the URL and storage as in the browser.
 */
export function renderApp(
  url = '/retirement',
  options: { seed?: Partial<StartupSeed>; flagsProvider?: FlagsProvider } = {},
) {
  const seed = {
    ...readStartupSeed(new URL(url, 'http://localhost') as unknown as Location),
    ...options.seed,
  };
  const store = createStore();
  const persistor = createPersistor(store);
  const queryClient = createQueryClient({ retry: false });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const user = userEvent.setup();
  const view = render(
    <AppProvider
      store={store}
      persistor={persistor}
      queryClient={queryClient}
      seed={seed}
      flagsProvider={options.flagsProvider}
    >
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, store, router, queryClient, user };
}
