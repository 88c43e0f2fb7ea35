import type { Language } from '@/config/site';
import type { Catalog } from './catalog-types';
import { importCatalog } from './catalog-chunks';

/**
 * The waits before the second and the third fetch of a chunk: a dropped connection or a server
 * restart is often over within a second, and no text shows until the catalog is in.
 */
const RETRY_DELAYS_MS = [250, 1000];

const loaded = new Map<Language, Catalog>();
const loading = new Map<Language, Promise<Catalog>>();

/**
 * A language's catalog, from memory or its chunk. The start-up preload and the provider share
 * one load; a load that failed is forgotten, so the next call fetches again.
 */
export function loadCatalog(language: Language): Promise<Catalog> {
  const cached = loaded.get(language);
  if (cached) return Promise.resolve(cached);
  let load = loading.get(language);
  if (!load) {
    load = fetchCatalog(language).then(
      (catalog) => {
        loaded.set(language, catalog);
        loading.delete(language);
        return catalog;
      },
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, load);
  }
  return load;
}

async function fetchCatalog(language: Language): Promise<Catalog> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await importCatalog(language);
    } catch (error) {
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/** The catalog when it has been loaded already (a switch back, or tests that preload). */
export function loadedCatalog(language: Language): Catalog | undefined {
  return loaded.get(language);
}
