import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { PoliteNotice } from '@/components/polite-notice';
import { useUnavailableLanguage } from '@/lib/i18n/i18n-provider';
import { useRetryOnReconnect } from '@/lib/online';
import { MAIN_CONTENT_ID } from './skip-link';

/**
 * Under the header while the chosen language's texts could not load and the page is in English
 * instead: said in both languages (the Spanish sentence comes from the English catalog, since
 * the Spanish one is what failed), with a retry that changes the page in place when it works.
 */
export function LanguageUnavailableNotice() {
  const unavailable = useUnavailableLanguage();
  // A retry that works takes the notice, and the focused button, away: the keyboard goes on
  // from the page's content then, not from the top of the document.
  const retried = useRef(false);
  // The Spanish texts most likely failed for want of a connection: back online, they are asked
  // for again, as the button would. The focus stays where it is (nothing was pressed).
  useRetryOnReconnect(() => unavailable?.retry(), unavailable !== undefined);
  useEffect(() => {
    if (unavailable || !retried.current) return;
    retried.current = false;
    if (document.activeElement === document.body) document.getElementById(MAIN_CONTENT_ID)?.focus();
  }, [unavailable]);
  return (
    // Whether there is a notice waits a task; what it says is the language's state now, and a
    // retry changes no text in it, so the notice is announced once.
    <PoliteNotice news={unavailable !== undefined}>
      {() =>
        unavailable && (
          <Container sx={{ py: 2 }}>
            <Alert severity="warning" role="none">
              <Box component="span" lang="es" sx={{ display: 'block' }}>
                <FormattedMessage id="app.languageUnavailable.messageInSpanish" />
              </Box>
              <Box component="span" sx={{ display: 'block' }}>
                <FormattedMessage id="app.languageUnavailable.message" />
              </Box>
              {/* Under the text, where a phone's width keeps its whole name. */}
              <Button
                color="inherit"
                size="small"
                variant="outlined"
                aria-busy={unavailable.retrying}
                startIcon={
                  unavailable.retrying ? (
                    <CircularProgress size={14} color="inherit" aria-hidden />
                  ) : null
                }
                onClick={() => {
                  retried.current = true;
                  unavailable.retry();
                }}
                sx={{ mt: 1.5 }}
              >
                <span>
                  <span lang="es">
                    <FormattedMessage id="app.languageUnavailable.retryInSpanish" />
                  </span>{' '}
                  / <FormattedMessage id="app.languageUnavailable.retry" />
                </span>
              </Button>
            </Alert>
          </Container>
        )
      }
    </PoliteNotice>
  );
}
