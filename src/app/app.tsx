import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { FlagsProvider } from '@/features/flags/flags-provider';
import { errorModalOpened } from '@/features/ui/error-modal-slice';
import type { StartupSeed } from '@/features/user/startup';
import { toAppError } from '@/lib/app-error';
import { createQueryClient, type QueryClientOptions } from '@/lib/query-client';
import { persistStore, restoreState } from './persistence';
import { AppProvider } from './provider';
import { AppRoutes, preloadPage } from './router';
import { createStore, type RootState } from './store';

/**
 * The app's clients, from what start-up read: the store starts from the restored state and is
 * written back from then on; the page's chunk and data start loading before the first render.
 */
export function createApp({
  seed,
  pathname,
  preloadedState,
  queryClientOptions,
}: {
  seed: StartupSeed;
  pathname: string;
  preloadedState?: Partial<RootState>;
  queryClientOptions?: QueryClientOptions;
}) {
  const store = createStore({ ...restoreState(seed), ...preloadedState });
  persistStore(store);
  const queryClient = createQueryClient({
    ...queryClientOptions,
    onErrorModal: (error) => {
      store.dispatch(errorModalOpened(String(toAppError(error)?.status ?? 'error')));
    },
  });
  preloadPage(pathname, { queryClient, state: store.getState() });
  return { store, queryClient };
}

export function App({ seed, flagsProvider }: { seed: StartupSeed; flagsProvider: FlagsProvider }) {
  const [{ store, queryClient }] = useState(() =>
    createApp({ seed, pathname: window.location.pathname }),
  );
  return (
    <AppProvider store={store} queryClient={queryClient} flagsProvider={flagsProvider}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
