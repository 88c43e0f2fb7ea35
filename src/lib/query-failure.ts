import type { UseQueryResult } from '@tanstack/react-query';

/**
 * Whether a query has nothing to show because its call failed. A refetch that fails keeps the
 * data already loaded (status 'error' with data): that data stays on the page, so only a query
 * that never loaded says it failed.
 */
export function failedWithoutData(query: Pick<UseQueryResult, 'data' | 'isError'>) {
  return query.isError && query.data === undefined;
}
