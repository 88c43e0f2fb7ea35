import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Params } from 'react-router-dom';
import type { RootState } from '../store';

/** What a page's prefetch gets: the app's clients and state at start-up, and the URL's params. */
export interface PrefetchContext {
  queryClient: QueryClient;
  state: RootState;
  params: Params;
}

/**
 * A route module. `prefetch` starts the page's main data call as soon as the app has started,
 * alongside the company config rather than after it; the page shows that call's errors itself.
 */
export interface PageModule {
  Component: ComponentType;
  prefetch?: (context: PrefetchContext) => Promise<unknown> | undefined;
}
