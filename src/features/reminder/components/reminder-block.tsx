import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Suspense, useReducer, useRef, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { RefreshIcon } from '@/components/icons';
import { LazyPart } from '@/components/lazy-part';
import { RETRY_ALERT_SX } from '@/components/query-error';
import { READING_MEASURE } from '@/components/reading-measure';
import type { CompanyConfig } from '@/features/company/types';
import { logger } from '@/lib/logger';
import { initialReminderState, reminderFormReducer } from '../reminder-form-machine';
import { reminderAnalytics } from '../reminder-analytics';
import { reminderMessages } from '../reminder-messages';
import { FormattedMessage } from 'react-intl';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { Picture } from '@/components/picture';

// The sanitiser loads only for a block with CMS text (the action plan's), not on the calculator.
const SafeHtml = lazyWithPreload(
  () => import('@/components/safe-html'),
  (module) => module.SafeHtml,
);

// The dialog's code loads on first use; hovering or focusing the button starts it early.
const ReminderDialog = lazyWithPreload(
  () => import('./reminder-dialog'),
  (module) => module.ReminderDialog,
);
const preloadDialog = () => {
  // Warming the chunk is best effort: the click loads it again if this attempt failed.
  ReminderDialog.preload().catch(() => undefined);
};

export interface ReminderBlockProps {
  config: CompanyConfig;
  /** The section's reminderText, when the CMS gives one. */
  text?: string;
  /** The section's reminderCtaLabel, when the CMS gives one. */
  ctaLabel?: string;
  /** The language of `text` and `ctaLabel` when it is not the page's (an untranslated quiz). */
  language?: string;
}

/**
 * The contribution reminder block (SPEC.md "Contribution reminder block"): a button that opens
 * the sign-up form, followed by a success modal. The reminder is set for six months.
 */
export function ReminderBlock({ config, text, ctaLabel, language }: ReminderBlockProps) {
  const [state, dispatch] = useReducer(reminderFormReducer, initialReminderState);
  // How often the button was used: each use after a failed load asks for the form's code again.
  const [opens, setOpens] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 2.5, md: 3 },
        display: 'flex',
        // The message for a form that failed to load takes a line of its own.
        flexWrap: 'wrap',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-start', sm: 'center' },
        gap: { xs: 2, sm: 3 },
        borderRadius: '16px',
      }}
    >
      <Picture
        loading="lazy"
        src="/images/reminder/calendar.svg"
        fallback={null}
        alt=""
        width={64}
        height={64}
        sx={{ flexShrink: 0 }}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
          <FormattedMessage id={reminderMessages.blockTitle} />
        </Typography>
        {text?.trim() ? (
          <LazyPart>
            <SafeHtml
              html={text}
              lang={language}
              sx={{ color: 'text.secondary', '& p': { m: 0 } }}
            />
          </LazyPart>
        ) : (
          <Typography sx={{ color: 'text.secondary', maxWidth: READING_MEASURE }}>
            <FormattedMessage id={reminderMessages.blockText} />
          </Typography>
        )}
      </Box>
      <Button
        ref={button}
        variant="outlined"
        aria-haspopup="dialog"
        lang={ctaLabel?.trim() ? language : undefined}
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        onClick={() => {
          reminderAnalytics.opened();
          setOpens((count) => count + 1);
          dispatch({ type: 'opened' });
        }}
        sx={{ flexShrink: 0 }}
      >
        {ctaLabel?.trim() || <FormattedMessage id={reminderMessages.ctaLabel} />}
      </Button>
      {opens > 0 && (
        // A form that cannot load is this block's message, not the page's error screen.
        <ErrorBoundary
          resetKeys={[opens]}
          onError={(error) => {
            logger.warn('Reminder form unavailable', {
              error: error instanceof Error ? error.message : String(error),
            });
          }}
          fallbackRender={({ resetErrorBoundary }) => (
            <Alert
              severity="error"
              role="alert"
              sx={{ flexBasis: '100%', alignSelf: 'stretch', ...RETRY_ALERT_SX }}
              action={
                <Button
                  color="inherit"
                  size="small"
                  startIcon={<RefreshIcon />}
                  onClick={() => {
                    // The dialog gives focus back to what had it, and this button is about to go.
                    button.current?.focus();
                    resetErrorBoundary();
                  }}
                >
                  <FormattedMessage id="common.error.tryAgain" />
                </Button>
              }
            >
              <FormattedMessage id="reminder.formUnavailable" />
            </Alert>
          )}
        >
          <Suspense fallback={null}>
            <ReminderDialog state={state} dispatch={dispatch} config={config} />
          </Suspense>
        </ErrorBoundary>
      )}
    </Paper>
  );
}
