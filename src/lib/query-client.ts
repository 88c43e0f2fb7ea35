import { QueryCache, QueryClient, MutationCache, type QueryKey } from '@tanstack/react-query';
import { errorText, isAborted, isTransient } from './http';
import { logger } from './logger';

/** SPEC.md section 9: unused data is kept 60 s. */
const GC_TIME_MS = 60_000;

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /**
       * The call's failure is the whole site's (SPEC.md "Failed calls"): the generic error modal
       * opens. Other failures show their message in the part of the page they fill.
       */
      errorModal?: boolean;
      /** The prefix SPEC.md section 8 gives this call's failure in the log. */
      errorLogPrefix?: string;
      /**
       * The key this call's failure is logged with, for a query whose key holds the
       * participant's own figures or answers: DESIGN.md section 7 keeps those out of logs, and
       * the key's leading parts still say which call failed. Without it the whole key is logged.
       */
      logKey?: QueryKey;
    };
  }
}

export interface QueryClientOptions {
  retry?: boolean;
  /** Opens the generic error modal; called for failed queries whose meta asks for it. */
  onErrorModal?: (error: unknown) => void;
}

export function createQueryClient({ retry, onErrorModal }: QueryClientOptions = {}) {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        logger.error(errorText(error, query.meta?.errorLogPrefix ?? 'Request failed: '), {
          queryKey: query.meta?.logKey ?? query.queryKey,
        });
        // A failed refetch leaves the page on the data it already has: the site still works.
        if (query.meta?.errorModal && query.state.data === undefined) onErrorModal?.(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        // A send the participant called off by closing its dialog did not fail.
        if (isAborted(error)) return;
        logger.error(errorText(error, 'Request failed: '));
      },
    }),
    defaultOptions: {
      queries: {
        gcTime: GC_TIME_MS,
        staleTime: 30_000,
        retry: (failureCount, error) => retry !== false && failureCount < 1 && isTransient(error),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
