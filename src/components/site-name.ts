import { createContext } from 'react';

/**
 * The site's own name (RetireWell or MyRetirement, by the host), which ends every document
 * title. The app provides it: the shared layer cannot read the store (data flows one way).
 */
export const SiteNameContext = createContext<string | undefined>(undefined);
