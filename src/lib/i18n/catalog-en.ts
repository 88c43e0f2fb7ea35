import { mergeAreas, type Catalog, type Messages } from './catalog-types';

export const catalog: Catalog = {
  language: 'en-US',
  messages: mergeAreas(
    import.meta.glob<Messages>('../../locales/en/*.json', { eager: true, import: 'default' }),
  ),
};
