import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { failedWithoutData } from '@/lib/query-failure';
import { QueryError } from './query-error';

type Query<T> = Pick<UseQueryResult<T>, 'data' | 'isError' | 'refetch'>;

interface Options {
  /** What holds the place while the data loads (a skeleton of the content's size). */
  pending?: ReactNode;
  /** The small form of the error, for a strip or a side panel. */
  compact?: boolean;
}

/**
 * The one loading and error pattern for a part of a page that shows server data: its
 * placeholder while the data loads, the SPEC.md message with a retry where the call failed
 * (in that part only), then the content. Data already shown stays when a later refetch fails.
 */
export function QuerySection<T>({
  query,
  children,
  ...options
}: Options & { query: Query<T>; children: (data: T) => ReactNode }) {
  // With one query, the content only shows once its data is there.
  return (
    <QueriesSection queries={[query]} {...options}>
      {([data]) => children(data as T)}
    </QueriesSection>
  );
}

/**
 * The same pattern for a part that shows several queries' data together: the content waits for
 * every one of them. Where some failed, each has its own message and retry, above the content
 * made of what did load (a failed query's data is undefined); where all failed, one message
 * retries them all.
 */
export function QueriesSection<const Q extends readonly Query<unknown>[]>({
  queries,
  pending = null,
  compact,
  children,
}: Options & {
  queries: Q;
  children: (data: { [K in keyof Q]: Q[K]['data'] }) => ReactNode;
}) {
  const missing = queries.filter((query) => query.data === undefined);
  if (missing.some((query) => !failedWithoutData(query))) return pending;
  if (missing.length === queries.length) {
    const retryAll = () => {
      for (const query of queries) void query.refetch();
    };
    return <QueryError compact={compact} onRetry={retryAll} />;
  }
  return (
    <>
      {queries.map(
        (query, index) =>
          query.data === undefined && (
            // One place per query, so each message stays put while another one goes.
            <QueryError key={index} compact={compact} onRetry={() => void query.refetch()} />
          ),
      )}
      {children(queries.map((query) => query.data) as { [K in keyof Q]: Q[K]['data'] })}
    </>
  );
}
