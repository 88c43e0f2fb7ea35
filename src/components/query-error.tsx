import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { errorMessagePresented, pushEvent } from '@/lib/analytics';
import { RefreshIcon } from './icons';
import { FormattedMessage } from 'react-intl';

/**
 * SPEC.md section 8: the default user message, as analytics hear it (English in every language,
 * so reports join on it); the page shows it in its own language.
 */
export const DEFAULT_ERROR_MESSAGE = "We're sorry, an error has occurred. Please try again later.";

/** Shown in the part of a page whose data failed to load, with a way to try again. */
export function QueryError({ onRetry, compact }: { onRetry?: () => void; compact?: boolean }) {
  const { pathname } = useLocation();
  useEffect(() => {
    pushEvent(
      errorMessagePresented({
        formFieldError: DEFAULT_ERROR_MESSAGE,
        processStepLabel: pathname,
        processStepValue: 'load',
        settingUsed: '',
      }),
    );
  }, [pathname]);
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{
        my: compact ? 1 : 3,
        alignItems: 'center',
        // On a narrow screen or card the retry moves under the message: squeezed beside it, its
        // label stood one letter per line.
        flexWrap: 'wrap',
        '& .MuiAlert-message': { flex: '1 1 12rem' },
        '& .MuiAlert-action': { whiteSpace: 'nowrap' },
      }}
      action={
        onRetry && (
          <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={onRetry}>
            <FormattedMessage id="common.error.tryAgain" />
          </Button>
        )
      }
    >
      <FormattedMessage id="common.error.default" />
    </Alert>
  );
}
