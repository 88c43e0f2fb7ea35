import type { Language } from '@/config/site';
import { mergeAreas, type Catalog } from './catalog-types';

/**
 * One chunk per language, fetched on demand: an English page never downloads Spanish bytes, nor
 * the other way round. Apart from load-catalog.ts so that tests can fail a fetch as a browser's
 * module loader does (one fetch for the imports in flight, nothing kept after a failure).
 */
export function importCatalog(language: Language): Promise<Catalog> {
  return language === 'es-US'
    ? import('./catalog-es').then(({ areas, mui }) => ({
        language,
        messages: mergeAreas(areas),
        mui,
      }))
    : import('./catalog-en').then(({ areas }) => ({
        language,
        messages: mergeAreas(areas),
      }));
}
