import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { Deferred } from '@/components/deferred';
import { HeadingFocusContext } from '@/components/heading-focus';
import { PageLoader } from '@/components/page-loader';
import { SiteNameContext } from '@/components/site-name';
import { selectCompanyId } from '@/features/company/company-slice';
import { NoFlagService, type FlagsProvider } from '@/features/flags/flags-provider';
import { selectHeadingTakesFocus } from '@/features/ui/heading-focus-slice';
import {
  selectAnimal,
  selectDomainName,
  selectLanguage,
  selectSegment,
} from '@/features/user/user-slice';
import { I18nProvider, LOADING_LABEL } from '@/lib/i18n/i18n-provider';
import { uiLanguage } from '@/config/site';
import { useAppSelector } from './hooks';
import type { AppStore } from './store';
import { PageDescription } from './page-description';
import { useCompanyTheme } from './use-company-theme';

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
  // Read when a heading asks, not at render: the layout records a navigation in the same commit
  // that renders the new page.
  const headingTakesFocus = useCallback(() => selectHeadingTakesFocus(store.getState()), [store]);
  return (
    <ReduxProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <HeadingFocusContext.Provider value={headingTakesFocus}>
          <StoreLanguage>
            <BaseTheme>
              <CssBaseline />
              <AudienceFlags Flags={Flags}>
                {/* Mounting the app is the biggest render of a start-up: deferred, it never blocks. */}
                <Deferred fallback={<PageLoader />}>{children}</Deferred>
              </AudienceFlags>
            </BaseTheme>
          </StoreLanguage>
        </HeadingFocusContext.Provider>
      </QueryClientProvider>
    </ReduxProvider>
  );
}

/**
 * The flags follow the company, segment and persona the store holds: a link leads to another
 * company, and the quiz (or a retake) changes the persona.
 */
function AudienceFlags({ Flags, children }: { Flags: FlagsProvider; children: ReactNode }) {
  const companyId = useAppSelector(selectCompanyId);
  const segment = useAppSelector(selectSegment);
  const animal = useAppSelector(selectAnimal);
  return (
    <Flags companyId={companyId} segment={segment} animal={animal}>
      {children}
    </Flags>
  );
}

/** The UI language is the one the store holds (the user profile's, DESIGN.md section 8). */
function StoreLanguage({ children }: { children: ReactNode }) {
  const stored = useAppSelector(selectLanguage);
  const language = uiLanguage(stored);
  const siteName = useAppSelector(selectDomainName);
  return (
    <I18nProvider language={language} fallback={<PageLoader label={LOADING_LABEL[language]} />}>
      <PageDescription />
      <SiteNameContext.Provider value={siteName}>{children}</SiteNameContext.Provider>
    </I18nProvider>
  );
}

function BaseTheme({ children }: { children: ReactNode }) {
  const theme = useCompanyTheme({});
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
