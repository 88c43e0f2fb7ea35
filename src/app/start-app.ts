import type { Persistor } from 'redux-persist';
import { appStarted, type StartupSeed } from '@/features/user/user-slice';
import type { AppStore, RootState } from './store';

/**
 * Starts the app once storage is restored: the seed goes into the store (before PersistGate lets
 * the app render, since this subscribes first), then `onStarted` runs in a task of its own.
 * It runs outside React, so the page's chunk and data calls start as soon as the first chunk has
 * run instead of after React's first render and commit. Call it right after createPersistor.
 */
export function startWhenRestored(
  store: AppStore,
  persistor: Persistor,
  seed: StartupSeed,
  onStarted?: (state: RootState) => void,
) {
  let started = false;
  const start = () => {
    if (started || !persistor.getState().bootstrapped) return;
    started = true;
    unsubscribe();
    store.dispatch(appStarted(seed));
    const state = store.getState();
    if (onStarted) setTimeout(() => onStarted(state), 0);
  };
  const unsubscribe = persistor.subscribe(start);
  start();
}
