import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { Deferred } from '@/components/deferred';
import { PageLoader } from '@/components/page-loader';
import { NoFlagService, type FlagsProvider } from '@/features/flags/flags-provider';
import type { AppStore } from './store';
import { createCompanyTheme } from './theme';

interface AppProviderProps {
  store: AppStore;
  queryClient: QueryClient;
  /** The flag service's provider, ready before the first render. */
  flagsProvider?: FlagsProvider;
  children: ReactNode;
}

/** Every provider the app needs, in one place; tests render through the same one. */
export function AppProvider({
  store,
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
            {/* Mounting the app is the biggest render of a start-up: deferred, it never blocks. */}
            <Deferred fallback={<PageLoader />}>{children}</Deferred>
          </Flags>
        </ThemeProvider>
      </QueryClientProvider>
    </ReduxProvider>
  );
}
