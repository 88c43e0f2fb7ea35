import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { createPersistor, createStore } from '@/app/store';
import type { StartupSeed } from '@/features/user/user-slice';
import { createQueryClient } from '@/lib/query-client';

const defaultSeed: StartupSeed = {
  siteVariant: 'retirewell',
  isEnroll: undefined,
  language: 'en-US',
  segment: 'g',
  uid: null,
  isReturnVisit: false,
  storedRetirement: {},
};

/**
 * Renders the real app (providers, router, shell) at a URL with a fresh store and query client
 * (no retries), against the MSW handlers.
 */
export function renderApp(url = '/retirement', options: { seed?: Partial<StartupSeed> } = {}) {
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
      seed={() => ({ ...defaultSeed, ...options.seed })}
    >
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, store, router, queryClient, user };
}
