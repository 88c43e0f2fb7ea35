import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo } from 'react';
import { MORE_CONTRAST_QUERY } from '@/config/constants';
import { useMuiLocalization } from '@/lib/i18n/i18n-provider';
import { createCompanyTheme } from './theme';

/**
 * The theme for a company's colours, in the page's language and at the contrast the participant's
 * system asks for; it follows a change of that setting while the page is open.
 */
export function useCompanyTheme(brand: { primary?: string; secondary?: string }) {
  const { primary, secondary } = brand;
  const localization = useMuiLocalization();
  // Read before the first paint, so that the page is not drawn once in the lighter greys.
  const moreContrast = useMediaQuery(MORE_CONTRAST_QUERY, { noSsr: true });
  return useMemo(
    () =>
      createCompanyTheme({ primary, secondary }, localization, moreContrast ? 'more' : 'standard'),
    [primary, secondary, localization, moreContrast],
  );
}
