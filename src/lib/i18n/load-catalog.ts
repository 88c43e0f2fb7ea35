import type { Language } from '@/config/site';
import type { Catalog } from './catalog-types';

/**
 * One chunk per language, loaded on demand: an English page never downloads Spanish bytes, nor
 * the other way round.
 */
export async function loadCatalog(language: Language): Promise<Catalog> {
  const cached = loaded.get(language);
  if (cached) return cached;
  const { catalog } = await (language === 'es-US'
    ? import('./catalog-es')
    : import('./catalog-en'));
  loaded.set(language, catalog);
  return catalog;
}

const loaded = new Map<Language, Catalog>();

/** The catalog when it has been loaded already (a switch back, or tests that preload). */
export function loadedCatalog(language: Language): Catalog | undefined {
  return loaded.get(language);
}
