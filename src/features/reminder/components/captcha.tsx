import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { DEVELOPMENT_KEY } from '@/config/env';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { logger } from '@/lib/logger';
import { FormattedMessage, useIntl } from 'react-intl';
import { loadCaptchaScript } from './captcha-script';

// Google's widget (and the script it loads from Google) only with a real site key.
const ReCAPTCHA = lazyWithPreload(
  () => import('react-google-recaptcha'),
  (module) => module.default,
);

export interface CaptchaProps {
  siteKey: string;
  /** Whether the parent holds a token: the stand-in's checkbox mirrors it. */
  solved: boolean;
  onSolved: (token: string) => void;
  onExpired: () => void;
  onErrored: () => void;
  /** The widget could not load at all (its script or its code): the form explains and retries. */
  onUnavailable: () => void;
}

let standInTokens = 0;

/**
 * Expiry and failure on demand are for developers and unit tests only: a production build (which
 * shows the stand-in wherever no real site key is configured) offers participants neither.
 */
const SIMULATE_FAILURES = import.meta.env.DEV;

/**
 * DESIGN.md section 5: the local stand-in for the development key. It yields a token like the
 * real widget (and, in development, can expire or fail on demand), so the flow runs offline.
 */
function StandInCaptcha({
  solved,
  onSolved,
  onExpired,
  onErrored,
}: Omit<CaptchaProps, 'siteKey' | 'onUnavailable'>) {
  return (
    <Box
      sx={{
        display: 'inline-flex',
        flexDirection: 'column',
        gap: 0.5,
        px: 1.5,
        py: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: '4px',
        bgcolor: 'background.default',
        minWidth: { sm: 304 },
      }}
    >
      <FormControlLabel
        label={<FormattedMessage id="reminder.captcha.label" />}
        required
        control={
          <Checkbox
            checked={solved}
            onChange={(event) => {
              if (event.target.checked) {
                standInTokens += 1;
                onSolved(`dev-captcha-${String(Date.now())}-${String(standInTokens)}`);
              } else {
                onExpired();
              }
            }}
          />
        }
      />
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        <FormattedMessage id="reminder.captcha.note" />
      </Typography>
      {SIMULATE_FAILURES && solved && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', ml: -1 }}>
          <Button size="small" variant="text" onClick={onExpired}>
            <FormattedMessage id="reminder.captcha.expire" />
          </Button>
          <Button size="small" variant="text" onClick={onErrored}>
            <FormattedMessage id="reminder.captcha.error" />
          </Button>
        </Box>
      )}
    </Box>
  );
}

/**
 * The widget's height, held while it loads: the form does not move when it appears. The wait can
 * last seconds on a slow network, and a blank space told a screen reader nothing: it says what is
 * coming, until the widget or the form's message (when it cannot load) takes its place.
 */
function WidgetSpace({ loading }: { loading: boolean }) {
  return (
    <Box role="status" sx={{ minHeight: 78, display: 'flex', alignItems: 'center' }}>
      {loading && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          <FormattedMessage id="reminder.captcha.loading" />
        </Typography>
      )}
    </Box>
  );
}

function reportUnavailable(error: unknown) {
  logger.warn('Captcha unavailable', {
    error: error instanceof Error ? error.message : String(error),
  });
}

/** Google's widget, once both its script and its code have loaded. */
function GoogleCaptcha({
  siteKey,
  onSolved,
  onExpired,
  onErrored,
  onUnavailable,
}: Omit<CaptchaProps, 'solved'>) {
  // The widget follows the page's language (DESIGN.md section 8).
  const { locale } = useIntl();
  const [status, setStatus] = useState<'loading' | 'ready' | 'unavailable'>('loading');

  useEffect(() => {
    let mounted = true;
    // Side by side: either one failing leaves a participant with no check to tick.
    Promise.all([ReCAPTCHA.preload(), loadCaptchaScript()]).then(
      () => {
        if (mounted) setStatus('ready');
      },
      (error: unknown) => {
        reportUnavailable(error);
        if (mounted) setStatus('unavailable');
      },
    );
    return () => {
      mounted = false;
    };
  }, []);

  useEffect(() => {
    if (status === 'unavailable') onUnavailable();
  }, [status, onUnavailable]);

  if (status !== 'ready') return <WidgetSpace loading={status === 'loading'} />;
  return (
    // Whatever still fails while the widget renders is the form's message too, never the page's
    // error screen (which would lose what was typed).
    <ErrorBoundary
      fallback={<WidgetSpace loading={false} />}
      onError={(error) => {
        reportUnavailable(error);
        setStatus('unavailable');
      }}
    >
      <Suspense fallback={<WidgetSpace loading />}>
        <ReCAPTCHA
          sitekey={siteKey}
          hl={locale.startsWith('es') ? 'es' : 'en'}
          onChange={(token) => {
            if (token) onSolved(token);
            else onExpired();
          }}
          onExpired={onExpired}
          onErrored={onErrored}
        />
      </Suspense>
    </ErrorBoundary>
  );
}

/** The captcha of SPEC.md section 5: react-google-recaptcha in production, the stand-in otherwise. */
export function Captcha({ siteKey, onUnavailable, ...handlers }: CaptchaProps) {
  if (siteKey === DEVELOPMENT_KEY) return <StandInCaptcha {...handlers} />;
  return (
    <GoogleCaptcha
      siteKey={siteKey}
      onSolved={handlers.onSolved}
      onExpired={handlers.onExpired}
      onErrored={handlers.onErrored}
      onUnavailable={onUnavailable}
    />
  );
}
