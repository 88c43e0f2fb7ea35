import { QueryCache, QueryClient, MutationCache } from '@tanstack/react-query';
import { errorText, isTransient } from './http';
import { logger } from './logger';

/** SPEC.md section 9: unused data is kept 60 s. */
export const GC_TIME_MS = 60_000;

export function createQueryClient(options: { retry?: boolean } = {}) {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        logger.error(errorText(error, 'Request failed: '), { queryKey: query.queryKey });
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        logger.error(errorText(error, 'Request failed: '));
      },
    }),
    defaultOptions: {
      queries: {
        gcTime: GC_TIME_MS,
        staleTime: 30_000,
        retry: (failureCount, error) =>
          options.retry !== false && failureCount < 1 && isTransient(error),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
