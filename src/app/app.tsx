import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { readStartupSeed } from '@/features/user/startup';
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

export function App() {
  const [{ store, persistor, queryClient, router }] = useState(createApp);
  return (
    <AppProvider
      store={store}
      persistor={persistor}
      queryClient={queryClient}
      seed={() => readStartupSeed(window.location)}
    >
      <RouterProvider router={router} />
    </AppProvider>
  );
}
