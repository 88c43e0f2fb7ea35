import type { Messages } from './catalog-types';

/** The English area files; load-catalog.ts merges them (nothing shared with the Spanish chunk). */
export const areas = import.meta.glob<Messages>('../../locales/en/*.json', {
  eager: true,
  import: 'default',
});
