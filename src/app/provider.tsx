import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { appStarted, type StartupSeed } from '@/features/user/user-slice';
import { Deferred } from '@/components/deferred';
import { PageLoader } from '@/components/page-loader';
import { NoFlagService, type FlagsProvider } from '@/features/flags/flags-provider';
import type { AppStore, RootState } from './store';
import { createCompanyTheme } from './theme';

interface AppProviderProps {
  store: AppStore;
  persistor: Persistor;
  queryClient: QueryClient;
  /**
   * Read from the page and storage before the store is created (so before anything writes to
   * storage), and applied once the persisted state is restored.
   */
  seed: StartupSeed;
  /** The flag service's provider, ready before the first render. */
  flagsProvider?: FlagsProvider;
  /** Runs once the persisted state and the seed are in the store, before the first page renders. */
  onStarted?: (state: RootState) => void;
  children: ReactNode;
}

/** Every provider the app needs, in one place; tests render through the same one. */
export function AppProvider({
  store,
  persistor,
  queryClient,
  seed,
  flagsProvider: Flags = NoFlagService,
  onStarted,
  children,
}: AppProviderProps) {
  const theme = useMemo(() => createCompanyTheme(), []);
  return (
    <ReduxProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <Flags>
            <PersistGate
              persistor={persistor}
              loading={<PageLoader />}
              onBeforeLift={() => {
                store.dispatch(appStarted(seed));
                onStarted?.(store.getState());
              }}
            >
              {/* Mounting the app is the biggest render of a start-up: deferred, it never blocks. */}
              <Deferred fallback={<PageLoader />}>{children}</Deferred>
            </PersistGate>
          </Flags>
        </ThemeProvider>
      </QueryClientProvider>
    </ReduxProvider>
  );
}
