import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryError } from './query-error';

/**
 * The one loading and error pattern for a part of a page that shows server data: its
 * placeholder while the data loads, the SPEC.md message with a retry where the call failed
 * (in that part only), then the content. Data already shown stays when a later refetch fails.
 */
export function QuerySection<T>({
  query,
  pending = null,
  compact,
  children,
}: {
  query: Pick<UseQueryResult<T>, 'data' | 'isError' | 'refetch'>;
  /** What holds the place while the data loads (a skeleton of the content's size). */
  pending?: ReactNode;
  /** The small form of the error, for a strip or a side panel. */
  compact?: boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return <QueryError compact={compact} onRetry={() => void query.refetch()} />;
  }
  return pending;
}
