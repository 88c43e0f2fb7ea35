import { BrowserRouter } from 'react-router-dom';
import { buildFlagContext, type FlagContext } from '@/features/flags/flag-context';
import type { FlagsProvider } from '@/features/flags/flags-provider';
import { errorModalOpened } from '@/features/ui/error-modal-slice';
import type { StartupSeed } from '@/features/user/startup';
import { toAppError } from '@/lib/app-error';
import { loadCatalog } from '@/lib/i18n/load-catalog';
import { createQueryClient, type QueryClientOptions } from '@/lib/query-client';
import { persistStore, restoreState } from './persistence';
import { AppProvider } from './provider';
import { AppRoutes, preloadPage } from './router';
import { selectLanguage } from '@/features/user/user-slice';
import { uiLanguage } from '@/config/site';
import { createStore, type RootState } from './store';

/**
 * The app's clients, from what start-up read: the store starts from the restored state and is
 * written back from then on; the page's chunk, its data and the language's catalog start
 * loading before the first render.
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
  // The catalog first: no text shows without it. The provider reports a failure when it asks
  // again.
  loadCatalog(uiLanguage(selectLanguage(store.getState()))).catch(() => undefined);
  preloadPage(pathname, { queryClient, state: store.getState() });
  return { store, queryClient };
}

export type AppClients = ReturnType<typeof createApp>;

/**
 * The flag service's first profile: the visitor on the page's company, with the persona, segment
 * and uid the store starts from. The provider asks again only when the store's values change,
 * so a profile read elsewhere (local storage, where this tab's session copy holds another
 * persona) kept the wrong flags until the next change.
 */
export function firstFlagContext(
  { store }: AppClients,
  seed: StartupSeed,
  visitorId: string,
): FlagContext {
  const { user } = store.getState();
  return buildFlagContext({
    visitorId,
    uid: user.uid,
    domainName: user.domain.domainName,
    companyId: seed.site.companyId,
    segment: user.segment,
    animal: user.animal,
    isReturnVisit: user.isReturnVisit,
  });
}

export function App({
  app: { store, queryClient },
  flagsProvider,
}: {
  app: AppClients;
  flagsProvider: FlagsProvider;
}) {
  return (
    <AppProvider store={store} queryClient={queryClient} flagsProvider={flagsProvider}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
