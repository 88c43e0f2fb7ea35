import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { Deferred } from '@/components/deferred';
import { PageLoader } from '@/components/page-loader';
import { NoFlagService, type FlagsProvider } from '@/features/flags/flags-provider';
import type { AppStore } from './store';
import { createCompanyTheme } from './theme';

interface AppProviderProps {
  store: AppStore;
  persistor: Persistor;
  queryClient: QueryClient;
  /** The flag service's provider, ready before the first render. */
  flagsProvider?: FlagsProvider;
  children: ReactNode;
}

/** Every provider the app needs, in one place; tests render through the same one. */
export function AppProvider({
  store,
  persistor,
  queryClient,
  flagsProvider: Flags = NoFlagService,
  children,
}: AppProviderProps) {
  const theme = useMemo(() => createCompanyTheme(), []);
  return (
    <ReduxProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <Flags>
            {/* The persistor's owner starts the app (startWhenRestored) before this lifts. */}
            <PersistGate persistor={persistor} loading={<PageLoader />}>
              {/* Mounting the app is the biggest render of a start-up: deferred, it never blocks. */}
              <Deferred fallback={<PageLoader />}>{children}</Deferred>
            </PersistGate>
          </Flags>
        </ThemeProvider>
      </QueryClientProvider>
    </ReduxProvider>
  );
}
