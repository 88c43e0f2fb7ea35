import { createContext } from 'react';

/**
 * Whether a page's heading takes the focus now: after an in-app navigation, not on the first
 * load nor when a language switch mounts it again. The app answers from its store, so the
 * answer lasts as long as one app; the shared layer cannot read the store (data flows one way).
 * Without an app nothing navigated, as on a first load.
 */
export const HeadingFocusContext = createContext<() => boolean>(() => false);
