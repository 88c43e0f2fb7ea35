import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { FlagsProvider } from '@/features/flags/flags-provider';
import type { StartupSeed } from '@/features/user/user-slice';
import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from './provider';
import { AppRoutes, preloadPage } from './router';
import { createPersistor, createStore } from './store';

function createApp() {
  const store = createStore();
  return { store, persistor: createPersistor(store), queryClient: createQueryClient() };
}

export function App({ seed, flagsProvider }: { seed: StartupSeed; flagsProvider: FlagsProvider }) {
  const [{ store, persistor, queryClient }] = useState(createApp);
  return (
    <AppProvider
      store={store}
      persistor={persistor}
      queryClient={queryClient}
      seed={seed}
      flagsProvider={flagsProvider}
      onStarted={(state) => {
        preloadPage(window.location.pathname, { queryClient, state });
      }}
    >
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
