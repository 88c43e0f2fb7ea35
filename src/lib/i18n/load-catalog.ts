import type { Language } from '@/config/site';
import { mergeAreas, type Catalog } from './catalog-types';

/**
 * One chunk per language, loaded on demand: an English page never downloads Spanish bytes, nor
 * the other way round.
 */
export async function loadCatalog(language: Language): Promise<Catalog> {
  const cached = loaded.get(language);
  if (cached) return cached;
  const catalog: Catalog =
    language === 'es-US'
      ? await import('./catalog-es').then(({ areas, mui }) => ({
          language,
          messages: mergeAreas(areas),
          mui,
        }))
      : await import('./catalog-en').then(({ areas }) => ({
          language,
          messages: mergeAreas(areas),
        }));
  loaded.set(language, catalog);
  return catalog;
}

const loaded = new Map<Language, Catalog>();

/** The catalog when it has been loaded already (a switch back, or tests that preload). */
export function loadedCatalog(language: Language): Catalog | undefined {
  return loaded.get(language);
}
