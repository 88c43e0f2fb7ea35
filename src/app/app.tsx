import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { readStartupSeed } from '@/features/user/startup';
import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from './provider';
import { createRouter } from './router';
import { createPersistor, createStore } from './store';

function createApp() {
  const seed = readStartupSeed(window.location);
  const store = createStore();
  return {
    seed,
    store,
    persistor: createPersistor(store),
    queryClient: createQueryClient(),
    router: createRouter(),
  };
}

export function App() {
  const [{ seed, store, persistor, queryClient, router }] = useState(createApp);
  return (
    <AppProvider store={store} persistor={persistor} queryClient={queryClient} seed={seed}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
