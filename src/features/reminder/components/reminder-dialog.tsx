import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { visuallyHidden } from '@mui/utils';
import type { Theme } from '@mui/material/styles';
import { useEffect, useId, useLayoutEffect, useRef, type Dispatch, type FormEvent } from 'react';
import { useAppSelector } from '@/app/hooks';
import { CloseIcon, RefreshIcon } from '@/components/icons';
import { getEnv } from '@/config/env';
import type { CompanyConfig } from '@/features/company/types';
import { selectAnimal, selectSegment } from '@/features/user/user-slice';
import { useSendContributionReminder } from '../api/reminder-api';
import { randomUuid } from '@/lib/random-id';
import {
  canSubmit,
  holdsTyping,
  visibleFieldError,
  type ReminderEvent,
  type ReminderFormState,
} from '../reminder-form-machine';
import { reminderAnalytics } from '../reminder-analytics';
import { REMINDER_EVENT_TEXT, reminderMessages } from '../reminder-messages';
import { contentLocale } from '@/config/content-scope';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { MessageId } from '@/lib/i18n/message-ids';
import { reminderErrors, type ReminderField } from '../reminder-validation';
import { Captcha } from './captcha';
import { closesForm } from '@/components/form-dialog-close';
import { useBackCloses } from '@/components/use-back-closes';
import { useModalLoadEvent } from '@/components/use-modal-load-event';
import { ChangingText } from '@/components/changing-text';
import { Picture } from '@/components/picture';

export interface ReminderDialogProps {
  state: ReminderFormState;
  dispatch: Dispatch<ReminderEvent>;
  config: CompanyConfig;
}

interface FieldSpec {
  field: ReminderField;
  label: MessageId;
  /** The field's name in "Still needed: ...". */
  missing: MessageId;
  /** The field's validation message (SPEC.md section 5), in the page's language. */
  error: MessageId;
  autoComplete: string;
  maxLength: number;
}

const FIELDS: FieldSpec[] = [
  {
    field: 'firstName',
    label: 'reminder.field.firstName',
    missing: 'reminder.missing.firstName',
    error: 'reminder.error.firstName',
    autoComplete: 'given-name',
    maxLength: 60,
  },
  {
    field: 'lastName',
    label: 'reminder.field.lastName',
    missing: 'reminder.missing.lastName',
    error: 'reminder.error.lastName',
    autoComplete: 'family-name',
    maxLength: 60,
  },
  {
    field: 'emailAddress',
    label: 'reminder.field.email',
    missing: 'reminder.missing.email',
    error: 'reminder.error.email',
    autoComplete: 'email',
    maxLength: 254,
  },
];

/** What keeps submit disabled, in the words of the form's labels (a disabled button says why). */
function stillMissing(state: ReminderFormState, intl: IntlShape): string[] {
  if (state.status !== 'open') return [];
  const errors = reminderErrors(state.values);
  const fields = FIELDS.filter(({ field }) => errors[field]).map(({ missing }) =>
    intl.formatMessage({ id: missing }),
  );
  return state.captchaToken === null
    ? [...fields, intl.formatMessage({ id: 'reminder.missing.captcha' })]
    : fields;
}

const SUCCESS_ICON_SIZE = 142;

function SuccessContent({
  titleId,
  descriptionId,
  sentTo,
  onClose,
}: {
  titleId: string;
  descriptionId: string;
  sentTo: string;
  onClose: () => void;
}) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The form that had focus is gone: start the success message where a reader expects it.
    titleRef.current?.focus();
  }, []);
  return (
    <>
      <DialogContent sx={{ textAlign: 'center', pt: 5 }}>
        <Picture
          src="/images/reminder/reminder-set.svg"
          alt=""
          data-testid="reminder-success-icon"
          fallback={null}
          width={SUCCESS_ICON_SIZE}
          height={SUCCESS_ICON_SIZE}
          sx={{ display: 'block', mx: 'auto', mb: 2 }}
        />
        <Typography
          id={titleId}
          ref={titleRef}
          tabIndex={-1}
          component="h2"
          variant="h3"
          sx={{ outline: 'none', mb: 1 }}
        >
          <FormattedMessage id={reminderMessages.successTitle} />
        </Typography>
        <Typography
          id={descriptionId}
          // A long address breaks rather than running out of the dialog at 390 px.
          sx={{ color: 'text.secondary', maxWidth: 420, mx: 'auto', overflowWrap: 'anywhere' }}
        >
          <FormattedMessage id={reminderMessages.successText} values={{ email: sentTo }} />
        </Typography>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 4 }}>
        <Button variant="contained" onClick={onClose}>
          <FormattedMessage id={reminderMessages.successClose} />
        </Button>
      </DialogActions>
    </>
  );
}

function FormContent({
  state,
  dispatch,
  config,
  titleId,
  descriptionId,
  onClose,
}: ReminderDialogProps & { titleId: string; descriptionId: string; onClose: () => void }) {
  const animal = useAppSelector(selectAnimal);
  const segment = useAppSelector(selectSegment);
  const missingId = useId();
  const intl = useIntl();
  const missing = stillMissing(state, intl);
  const send = useSendContributionReminder();
  const submitting = state.status === 'submitting';
  const captchaRef = useRef<HTMLDivElement>(null);
  const captchaResets = useRef(state.captchaResets);
  useEffect(() => {
    if (captchaResets.current === state.captchaResets) return;
    captchaResets.current = state.captchaResets;
    // A new check after a failed submit or a reload of it: the control that had the focus (the
    // submit button, now disabled, or "Try again", now gone) lost it; the next Tab reaches the
    // check to tick, whichever widget it is.
    captchaRef.current?.focus();
  }, [state.captchaResets]);
  const captchaRetry = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const retry = captchaRetry.current;
    if (!state.captchaUnavailable || !retry) return;
    // The check that had the focus while it loaded (after "Try again" or a failed submit) failed
    // and is gone, leaving the focus on nothing: it goes on to the way to load it again. Focus
    // anywhere else (a field being typed in) stays where it is.
    if (retry.ownerDocument.activeElement === retry.ownerDocument.body) retry.focus();
  }, [state.captchaUnavailable]);

  // The service keeps one sign-up per uniqueId. A failed send may still have been saved (an
  // answer lost to a time-out or a dropped connection), so sending the same details again reuses
  // the id: one reminder, not two. Changed details are a new sign-up with a new id.
  const lastAttempt = useRef<{ details: string; uniqueId: string } | null>(null);

  // Closing the dialog calls its send off: the form stays on the page while it fades out, but
  // the participant has left it, and a failure then is neither shown nor counted (SPEC.md
  // section 8 records the error that is presented).
  const sendInFlight = useRef<AbortController | null>(null);
  const closed = state.status === 'closed';
  useEffect(() => {
    if (closed) sendInFlight.current?.abort();
  }, [closed]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'submitted' });
    if (!canSubmit(state) || state.captchaToken === null) return;
    reminderAnalytics.submitted();
    const details = {
      firstName: state.values.firstName.trim(),
      lastName: state.values.lastName.trim(),
      emailAddress: state.values.emailAddress.trim(),
      personaAnimal: animal,
      segment,
      companyName: config.companyName ?? '',
      recordKeeperUrl: config.recordKeeperUrl ?? '',
    };
    const key = JSON.stringify(details);
    if (lastAttempt.current?.details !== key)
      lastAttempt.current = { details: key, uniqueId: randomUuid() };
    const controller = new AbortController();
    sendInFlight.current = controller;
    send.mutate(
      {
        captchaToken: state.captchaToken,
        language: contentLocale(intl.locale).language,
        payload: { ...details, uniqueId: lastAttempt.current.uniqueId },
        signal: controller.signal,
      },
      {
        onSuccess: () => {
          reminderAnalytics.completed();
          dispatch({ type: 'submitSucceeded' });
        },
        onError: () => {
          if (controller.signal.aborted) return;
          reminderAnalytics.failed(REMINDER_EVENT_TEXT.inlineError);
          dispatch({ type: 'submitFailed' });
        },
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
      <DialogContent sx={{ pt: 0 }}>
        <Typography id={descriptionId} sx={{ color: 'text.secondary', mb: 1 }}>
          <FormattedMessage id={reminderMessages.formIntro} />
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          <FormattedMessage id="reminder.requiredNote" />
        </Typography>
        <Stack sx={{ gap: 2 }}>
          {FIELDS.map(({ field, label, error: errorId, autoComplete, maxLength }) => {
            const error = visibleFieldError(state, field) && intl.formatMessage({ id: errorId });
            const isEmail = field === 'emailAddress';
            return (
              <TextField
                key={field}
                name={field}
                label={intl.formatMessage({ id: label })}
                type={isEmail ? 'email' : 'text'}
                required
                fullWidth
                autoComplete={autoComplete}
                value={state.values[field]}
                error={Boolean(error)}
                helperText={
                  isEmail ? (
                    <>
                      {error && (
                        <Box component="span" sx={{ display: 'block' }}>
                          {error}
                        </Box>
                      )}
                      <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                        <FormattedMessage id={reminderMessages.emailNote} />
                      </Box>
                    </>
                  ) : (
                    error
                  )
                }
                onChange={(event) => {
                  dispatch({ type: 'fieldChanged', field, value: event.target.value });
                }}
                onBlur={() => {
                  dispatch({ type: 'fieldBlurred', field });
                }}
                // Read-only, not disabled, while sending: Enter sends from a field, and a disabled
                // field would drop the keyboard focus to the dialog, as for the submit button.
                slotProps={{ htmlInput: { maxLength, spellCheck: false, readOnly: submitting } }}
              />
            );
          })}
          {state.captchaUnavailable ? (
            <Alert severity="error" role="alert">
              <FormattedMessage id="reminder.captcha.unavailable" />
              {/* Below the text, not beside it: the message is long, and longer in Spanish. */}
              <Box sx={{ mt: 1 }}>
                <Button
                  ref={captchaRetry}
                  color="inherit"
                  size="small"
                  variant="outlined"
                  startIcon={<RefreshIcon />}
                  onClick={() => {
                    dispatch({ type: 'captchaRetried' });
                  }}
                >
                  <FormattedMessage id="common.error.tryAgain" />
                </Button>
              </Box>
            </Alert>
          ) : (
            <Box ref={captchaRef} tabIndex={-1} sx={{ outline: 'none' }}>
              <Captcha
                key={state.captchaResets}
                siteKey={getEnv().captchaSiteKey}
                solved={state.captchaToken !== null}
                onSolved={(token) => {
                  dispatch({ type: 'captchaSolved', token });
                }}
                onExpired={() => {
                  dispatch({ type: 'captchaExpired' });
                }}
                onErrored={() => {
                  dispatch({ type: 'captchaErrored' });
                }}
                onUnavailable={() => {
                  dispatch({ type: 'captchaUnavailable' });
                }}
              />
            </Box>
          )}
          {/* Asking to tick a check that cannot load would only confuse. */}
          {state.inlineError && !state.captchaUnavailable && (
            <Alert severity="error" role="alert">
              <FormattedMessage id={reminderMessages.inlineError} />
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="text" onClick={onClose}>
          <FormattedMessage id="reminder.cancel" />
        </Button>
        {/* Not disabled while sending: a disabled button drops the keyboard focus to the dialog,
            and the screen reader hears nothing of the wait. onSubmit ignores a second press. */}
        <Button
          type="submit"
          variant="contained"
          disabled={!canSubmit(state) && !submitting}
          aria-disabled={submitting || undefined}
          aria-busy={submitting}
          aria-describedby={missing.length > 0 ? missingId : undefined}
        >
          <FormattedMessage
            id={submitting ? 'reminder.submitting' : reminderMessages.submitLabel}
          />
        </Button>
        {/* On the page before the send starts: a region added along with its text is not read. */}
        <Box role="status" sx={visuallyHidden}>
          {submitting && <FormattedMessage id="reminder.submitting" />}
        </Box>
        {missing.length > 0 && (
          <Typography
            id={missingId}
            variant="body2"
            sx={{ color: 'text.secondary', flexBasis: '100%', textAlign: 'right' }}
          >
            <ChangingText>
              {intl.formatMessage(
                { id: 'reminder.stillNeeded' },
                {
                  fields: intl.formatList(missing, { type: 'conjunction' }),
                  count: missing.length,
                },
              )}
            </ChangingText>
          </Typography>
        )}
      </DialogActions>
    </Box>
  );
}

/**
 * The reminder sign-up (SPEC.md section 4 "Reminder form"): the form, then the success modal.
 * Loaded the first time a reminder button is used.
 */
export function ReminderDialog({ state, dispatch, config }: ReminderDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  // The intro, then the success text: what a screen reader reads with the title on opening.
  const descriptionId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const close = useBackCloses(state.status !== 'closed', fullScreen, () => {
    dispatch({ type: 'closed' });
  });
  const success = state.status === 'success';
  useModalLoadEvent(state.status !== 'closed', REMINDER_EVENT_TEXT.formTitle);
  return (
    <Dialog
      open={state.status !== 'closed'}
      onClose={(_event, reason) => {
        if (closesForm(reason, !success && holdsTyping(state))) close();
      }}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      fullScreen={fullScreen}
      slotProps={{ paper: { sx: fullScreen ? { borderRadius: 0 } : {} } }}
      fullWidth
      maxWidth="sm"
    >
      <IconButton
        aria-label={intl.formatMessage({ id: 'reminder.close' })}
        onClick={close}
        sx={{ position: 'absolute', top: 8, right: 8 }}
      >
        <CloseIcon />
      </IconButton>
      {success ? (
        <SuccessContent
          titleId={titleId}
          descriptionId={descriptionId}
          sentTo={state.sentTo}
          onClose={close}
        />
      ) : (
        <>
          <DialogTitle id={titleId} component="h2" variant="h3" sx={{ pr: 7 }}>
            <FormattedMessage id={reminderMessages.formTitle} />
          </DialogTitle>
          <FormContent
            state={state}
            dispatch={dispatch}
            config={config}
            titleId={titleId}
            descriptionId={descriptionId}
            onClose={close}
          />
        </>
      )}
    </Dialog>
  );
}
