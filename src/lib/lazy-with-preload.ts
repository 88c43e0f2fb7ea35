import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type PreloadableComponent<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the chunk now (on hover, focus or a prediction); safe to call often. */
  preload: () => Promise<unknown>;
};

/**
 * The one way the app splits a component into its own chunk: a lazy component that can also be
 * preloaded. The chunk is asked for once, by a preload or by the first render, and a failed
 * load can be tried again.
 */
export function lazyWithPreload<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): PreloadableComponent<P> {
  let loading: Promise<M> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const Component = lazy(() => preload().then((module) => ({ default: pick(module) })));
  return Object.assign(Component, { preload });
}
