import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import type { Persistor } from 'redux-persist';
import type { FlagsProvider } from '@/features/flags/flags-provider';
import type { StartupSeed } from '@/features/user/user-slice';
import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from './provider';
import { AppRoutes, preloadPage } from './router';
import { startWhenRestored } from './start-app';
import { createPersistor, createStore, type AppStore } from './store';

export interface AppClients {
  store: AppStore;
  persistor: Persistor;
  queryClient: QueryClient;
}

/**
 * The app's store and clients, started with the seed read from the page and storage: the page at
 * the URL starts loading as soon as storage is restored, while the flag service still connects.
 */
export function createApp(seed: StartupSeed): AppClients {
  const store = createStore();
  const persistor = createPersistor(store);
  const queryClient = createQueryClient();
  startWhenRestored(store, persistor, seed, (state) => {
    preloadPage(window.location.pathname, { queryClient, state });
  });
  return { store, persistor, queryClient };
}

export function App({ app, flagsProvider }: { app: AppClients; flagsProvider: FlagsProvider }) {
  return (
    <AppProvider
      store={app.store}
      persistor={app.persistor}
      queryClient={app.queryClient}
      flagsProvider={flagsProvider}
    >
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
