import type { ReactNode } from 'react';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import type { Language } from '@/config/site';

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
