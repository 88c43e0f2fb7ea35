import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { visuallyHidden } from '@mui/utils';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { Language } from '@/config/site';
import { languageSwitchPressed } from '@/features/ui/heading-focus-slice';
import { usePageLanguage, useUnavailableLanguage } from '@/lib/i18n/i18n-provider';
import { languageChanged, selectLanguage } from '../user-slice';

const OTHER: Record<Language, Language> = { 'en-US': 'es-US', 'es-US': 'en-US' };

/**
 * SPANISH.md "The switch": the other language's own name ("Español", "English"), in that
 * language. It changes the page in place and the profile keeps the choice. On a page shown in
 * English because the chosen language's texts could not load, it offers that language again:
 * the same retry as the notice under the header, the choice being stored already.
 */
export function LanguageSwitch() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const current = useAppSelector(selectLanguage);
  const unavailable = useUnavailableLanguage();
  const target = OTHER[usePageLanguage()];
  const [switched, setSwitched] = useState(false);
  return (
    <>
      <Button
        lang={target.slice(0, 2)}
        variant="text"
        size="small"
        sx={{ minWidth: 0, px: 1, fontWeight: 700, whiteSpace: 'nowrap' }}
        onClick={() => {
          setSwitched(true);
          dispatch(languageSwitchPressed());
          if (unavailable) unavailable.retry();
          else dispatch(languageChanged(target));
        }}
      >
        <FormattedMessage id="app.languageSwitch.otherLanguage" />
      </Button>
      {/* The page changes in place while the focus stays here: a screen reader hears that it
          did, once the new catalog is in (not the old language's sentence first), and in the
          region that was there before the switch. Its own lang: <html lang> follows a moment
          later, after the sentence is read. */}
      <Box component="span" role="status" lang={intl.locale} sx={visuallyHidden}>
        {switched && intl.locale === current && (
          <FormattedMessage id="app.languageSwitch.changed" />
        )}
      </Box>
    </>
  );
}
