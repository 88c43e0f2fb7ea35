import type { ReactNode } from 'react';
import { createIntl, type IntlShape } from 'react-intl';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import { loadedCatalog } from '@/lib/i18n/load-catalog';
import type { Language } from '@/config/site';

/** An intl object over the real catalog (preloaded by the test setup), for pure functions. */
export function testIntl(language: Language = 'en-US'): IntlShape {
  const catalog = loadedCatalog(language);
  if (!catalog) throw new Error(`The ${language} catalog is not loaded`);
  return createIntl({
    locale: language,
    messages: catalog.messages,
    onError: (error) => {
      throw error;
    },
  });
}

/**
 * For tests that render one component outside the app: its texts from the real catalog of
 * `language` (preloaded by the test setup), failing on any missing message.
 */
export function WithIntl({
  language = 'en-US',
  children,
}: {
  language?: Language;
  children: ReactNode;
}) {
  return (
    <I18nProvider language={language} fallback={null}>
      {children}
    </I18nProvider>
  );
}
