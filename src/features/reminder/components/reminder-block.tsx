import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Suspense, useReducer, useState } from 'react';
import type { CompanyConfig } from '@/features/company/types';
import { initialReminderState, reminderFormReducer } from '../reminder-form-machine';
import { reminderAnalytics } from '../reminder-analytics';
import { reminderMessages } from '../reminder-messages';
import { FormattedMessage } from 'react-intl';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

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
}

/**
 * The contribution reminder block (SPEC.md "Contribution reminder block"): a button that opens
 * the sign-up form, followed by a success modal. The reminder is set for six months.
 */
export function ReminderBlock({ config, text, ctaLabel }: ReminderBlockProps) {
  const [state, dispatch] = useReducer(reminderFormReducer, initialReminderState);
  const [used, setUsed] = useState(false);
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 2.5, md: 3 },
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-start', sm: 'center' },
        gap: { xs: 2, sm: 3 },
        borderRadius: '16px',
      }}
    >
      <Box
        component="img"
        src="/images/reminder/calendar.svg"
        alt=""
        width={64}
        height={64}
        loading="lazy"
        sx={{ flexShrink: 0 }}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
          <FormattedMessage id={reminderMessages.blockTitle} />
        </Typography>
        {text?.trim() ? (
          <Suspense fallback={null}>
            <SafeHtml html={text} sx={{ color: 'text.secondary', '& p': { m: 0 } }} />
          </Suspense>
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>
            <FormattedMessage id={reminderMessages.blockText} />
          </Typography>
        )}
      </Box>
      <Button
        variant="outlined"
        aria-haspopup="dialog"
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        onClick={() => {
          reminderAnalytics.opened();
          setUsed(true);
          dispatch({ type: 'opened' });
        }}
        sx={{ flexShrink: 0 }}
      >
        {ctaLabel?.trim() || <FormattedMessage id={reminderMessages.ctaLabel} />}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <ReminderDialog state={state} dispatch={dispatch} config={config} />
        </Suspense>
      )}
    </Paper>
  );
}
