import type { Localization } from '@mui/material/locale';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, type IntlConfig } from 'react-intl';
import { DEFAULT_LANGUAGE } from '@/config/constants';
import type { Language } from '@/config/site';
import { logger } from '@/lib/logger';
import { useRetryOnReconnect } from '@/lib/online';
import { CatalogError } from './catalog-error';
import type { Catalog } from './catalog-types';
import { loadCatalog, loadedCatalog } from './load-catalog';

const MuiLocalizationContext = createContext<Localization | undefined>(undefined);

/** MUI's texts for the page's language, for the themes the app builds. */
export function useMuiLocalization(): Localization | undefined {
  return useContext(MuiLocalizationContext);
}

// A message missing from a catalog is a defect: tests fail on it; in production the id shows
// and the logging client hears about it once per id.
const reported = new Set<string>();
const onError: IntlConfig['onError'] = (error) => {
  if (import.meta.env.MODE === 'test') throw error;
  if (reported.has(error.message)) return;
  reported.add(error.message);
  logger.warn('Message catalog error', { code: error.code, message: error.message });
};

/**
 * The one text shown before any catalog is in (the start-up loader's name): it cannot come from
 * a catalog, so it lives here, one per language.
 */
export const LOADING_LABEL: Record<Language, string> = {
  'en-US': 'Loading',
  'es-US': 'Cargando',
};

interface I18nProviderProps {
  language: Language;
  /** Shown until the first catalog has loaded; it cannot use the catalogs. */
  fallback: ReactNode;
  children: ReactNode;
}

/** The chosen language whose catalog could not load, while the page shows English instead. */
export interface UnavailableLanguage {
  language: Language;
  /** Loads its catalog again; the page changes to it in place when it comes. */
  retry: () => void;
  /** True from a retry until its catalog came or failed again. */
  retrying: boolean;
}

interface PageLanguage {
  language: Language;
  unavailable: UnavailableLanguage | undefined;
}

const PageLanguageContext = createContext<PageLanguage>({
  language: DEFAULT_LANGUAGE,
  unavailable: undefined,
});

/**
 * The language the page is shown in: the participant's choice, or English while the chosen
 * language's catalog cannot load. Content, `<html lang>` and analytics follow it, so a page is
 * never English texts around Spanish content; the stored choice stays as it was.
 */
export function usePageLanguage(): Language {
  return useContext(PageLanguageContext).language;
}

/** Set while the chosen language's catalog could not load and the page is in English instead. */
export function useUnavailableLanguage(): UnavailableLanguage | undefined {
  return useContext(PageLanguageContext).unavailable;
}

/**
 * The page's language (DESIGN.md section 8): loads its catalog and keeps `<html lang>` in step.
 * On a switch the page keeps the current texts until the new catalog is in, then changes in
 * place: nothing remounts, so focus stays where it was.
 */
export function I18nProvider({ language, fallback, children }: I18nProviderProps) {
  const [catalog, setCatalog] = useState<Catalog | undefined>(() => loadedCatalog(language));
  const [failed, setFailed] = useState(false);
  const [retries, setRetries] = useState(0);
  // The chosen language when its catalog failed and English shows instead; `attempts` counts
  // the participant's tries to load it again, each one a new load in place.
  const [unavailable, setUnavailable] = useState<Language>();
  const [attempts, setAttempts] = useState(0);
  const [retrying, setRetrying] = useState(false);
  useEffect(() => {
    let current = true;
    const show = (next: Catalog) => {
      if (!current) return;
      setCatalog(next);
      setRetrying(false);
      if (next.language === language) setUnavailable(undefined);
    };
    const fail = (failedLanguage: Language) => (error: unknown) => {
      logger.error('Could not load the message catalog', {
        language: failedLanguage,
        error: String(error),
      });
      if (!current) return;
      // A Spanish page whose chunk did not come is still readable in English.
      if (failedLanguage === DEFAULT_LANGUAGE) {
        setFailed(true);
        setRetrying(false);
      } else {
        setUnavailable(failedLanguage);
        loadCatalog(DEFAULT_LANGUAGE).then(show, fail(DEFAULT_LANGUAGE));
      }
    };
    loadCatalog(language).then(show, fail(language));
    return () => {
      current = false;
    };
  }, [language, retries, attempts]);
  useEffect(() => {
    if (catalog) document.documentElement.lang = catalog.language;
  }, [catalog]);
  const pageLanguage = useMemo<PageLanguage>(
    () => ({
      language: catalog?.language ?? language,
      unavailable:
        unavailable === language
          ? {
              language: unavailable,
              retrying,
              retry: () => {
                if (retrying) return;
                setRetrying(true);
                setAttempts((count) => count + 1);
              },
            }
          : undefined,
    }),
    [catalog?.language, language, unavailable, retrying],
  );

  // Each try in place is a new load of the catalog (the effect above runs again).
  const retryInPlace = () => {
    setFailed(false);
    setRetries((count) => count + 1);
  };
  // No catalog came most likely for want of a connection: back online, it is asked for again in
  // place, as the first Try again does. Never a reload here, so a flapping connection cannot
  // reload the page over and over.
  useRetryOnReconnect(retryInPlace, failed && !catalog);

  if (!catalog) {
    if (!failed) return fallback;
    // Some browsers keep a failed chunk's import failed for the page's life (the module map):
    // when trying again in place did not help either, only a reload fetches it again.
    const retry =
      retries === 0
        ? retryInPlace
        : () => {
            window.location.reload();
          };
    return <CatalogError language={language} onRetry={retry} />;
  }
  return (
    <IntlProvider
      locale={catalog.language}
      defaultLocale={DEFAULT_LANGUAGE}
      messages={catalog.messages}
      onError={onError}
    >
      <PageLanguageContext.Provider value={pageLanguage}>
        <MuiLocalizationContext.Provider value={catalog.mui}>
          {children}
        </MuiLocalizationContext.Provider>
      </PageLanguageContext.Provider>
    </IntlProvider>
  );
}
