import {
  createElement,
  lazy,
  useLayoutEffect,
  useState,
  type ComponentType,
  type FunctionComponent,
  type LazyExoticComponent,
} from 'react';

/**
 * A chunk that did not arrive: the connection dropped, or a deploy replaced the build whose
 * hashed file names the open tab still asks for. The fallback screen tells the participant so in
 * their language (the browser's own message is English and names a file) and offers a reload.
 */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'Chunk failed to load', { cause });
    this.name = 'ChunkLoadError';
  }
}

export type PreloadableComponent<P extends object> = FunctionComponent<P> & {
  /** Starts loading the chunk now (on hover, focus or a prediction); safe to call often. */
  preload: () => Promise<unknown>;
};

/**
 * The one way the app splits a component into its own chunk: a lazy component that can also be
 * preloaded. The chunk is asked for once, by a preload or by the first render, and a failed
 * load can be tried again: by a later preload, or by the next render after the failure reached
 * an error boundary (its retry, or leaving the page and coming back).
 */
export function lazyWithPreload<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): PreloadableComponent<P> {
  let loading: Promise<M> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded ??= pick(module);
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  // React.lazy (and Preact's) keeps a rejection for good: a failed page would fail again without
  // asking for its chunk until a full reload. So each attempt is a lazy component of its own, and
  // a failure resolves to one that swaps in a new attempt and only then throws. It does so on
  // commit, not while rendering: React renders a failed tree again before committing it (to
  // recover, and twice in strict mode), and a swap there would import again with nobody asking,
  // over and over while offline. A commit happens once, so the next try is the boundary's retry.
  let current: LazyExoticComponent<ComponentType<P>>;
  const failed = (error: unknown): ComponentType<P> =>
    function FailedLoad() {
      useLayoutEffect(() => {
        current = attempt();
        throw new ChunkLoadError(error);
      }, []);
      return null;
    };
  const attempt = () =>
    lazy(() =>
      preload().then(
        (module) => ({ default: pick(module) }),
        (error: unknown) => ({ default: failed(error) }),
      ),
    );
  current = attempt();

  function Preloadable(props: P) {
    // Code that has arrived renders at once. A lazy component suspends on its first render even
    // then, and the boundary hides what it already shows meanwhile (Preact takes it off the page
    // and puts it back: the calculator's figures flickered as the chart first mounted, and on a
    // page the browser translates, the figures' first text came back beside the translation).
    // Decided once per mount: a type that changed between renders would start the part anew.
    const [ready] = useState(() => loaded);
    return createElement(ready ?? current, props);
  }
  return Object.assign(Preloadable, { preload });
}
