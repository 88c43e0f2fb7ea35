import type { Localization } from '@mui/material/locale';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl, type IntlConfig } from 'react-intl';
import { DEFAULT_LANGUAGE } from '@/config/constants';
import type { Language } from '@/config/site';
import { logger } from '@/lib/logger';
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

/**
 * The page's language (DESIGN.md section 8): loads its catalog and keeps `<html lang>` in step.
 * On a switch the page keeps the current texts until the new catalog is in, then changes in
 * place: nothing remounts, so focus stays where it was.
 */
export function I18nProvider({ language, fallback, children }: I18nProviderProps) {
  const [catalog, setCatalog] = useState<Catalog | undefined>(() => loadedCatalog(language));
  const [failed, setFailed] = useState(false);
  const [retries, setRetries] = useState(0);
  useEffect(() => {
    let current = true;
    const show = (next: Catalog) => {
      if (current) setCatalog(next);
    };
    const fail = (failedLanguage: Language) => (error: unknown) => {
      logger.error('Could not load the message catalog', {
        language: failedLanguage,
        error: String(error),
      });
      if (!current) return;
      // A Spanish page whose chunk did not come is still readable in English.
      if (failedLanguage === DEFAULT_LANGUAGE) setFailed(true);
      else loadCatalog(DEFAULT_LANGUAGE).then(show, fail(DEFAULT_LANGUAGE));
    };
    loadCatalog(language).then(show, fail(language));
    return () => {
      current = false;
    };
  }, [language, retries]);
  useEffect(() => {
    if (catalog) document.documentElement.lang = catalog.language;
  }, [catalog]);

  if (!catalog) {
    if (!failed) return fallback;
    // Some browsers keep a failed chunk's import failed for the page's life (the module map):
    // when trying again in place did not help either, only a reload fetches it again.
    const retry =
      retries === 0
        ? () => {
            setFailed(false);
            setRetries(1);
          }
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
      <PageDescription />
      <MuiLocalizationContext.Provider value={catalog.mui}>
        {children}
      </MuiLocalizationContext.Provider>
    </IntlProvider>
  );
}

/**
 * index.html's description (what a search result or a shared link's preview shows) in the page's
 * language: written there once, in English, for the page before any script runs.
 */
function PageDescription() {
  const description = useIntl().formatMessage({ id: 'app.meta.description' });
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [description]);
  return null;
}
