import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { FlagsProvider } from '@/features/flags/flags-provider';
import type { StartupSeed } from '@/features/user/user-slice';
import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from './provider';
import { createRouter } from './router';
import { createPersistor, createStore } from './store';

function createApp() {
  const store = createStore();
  return {
    store,
    persistor: createPersistor(store),
    queryClient: createQueryClient(),
    router: createRouter(),
  };
}

export function App({ seed, flagsProvider }: { seed: StartupSeed; flagsProvider: FlagsProvider }) {
  const [{ store, persistor, queryClient, router }] = useState(createApp);
  return (
    <AppProvider
      store={store}
      persistor={persistor}
      queryClient={queryClient}
      seed={seed}
      flagsProvider={flagsProvider}
    >
      <RouterProvider router={router} />
    </AppProvider>
  );
}
