import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { Language } from '@/config/site';
import { languageChanged, selectLanguage } from '../user-slice';

const OTHER: Record<Language, Language> = { 'en-US': 'es-US', 'es-US': 'en-US' };

/**
 * SPANISH.md "The switch": the other language's own name ("Español", "English"), in that
 * language. It changes the page in place and the profile keeps the choice.
 */
export function LanguageSwitch() {
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectLanguage);
  const target = current === 'es-US' ? OTHER['es-US'] : OTHER['en-US'];
  return (
    <Button
      lang={target.slice(0, 2)}
      variant="text"
      size="small"
      sx={{ minWidth: 0, px: 1, fontWeight: 700, whiteSpace: 'nowrap' }}
      onClick={() => dispatch(languageChanged(target))}
    >
      <FormattedMessage id="app.languageSwitch.otherLanguage" />
    </Button>
  );
}
