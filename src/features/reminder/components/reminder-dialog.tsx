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
import type { Theme } from '@mui/material/styles';
import { useEffect, useId, useRef, type Dispatch, type FormEvent } from 'react';
import { useAppSelector } from '@/app/hooks';
import { CloseIcon } from '@/components/icons';
import { getEnv } from '@/config/env';
import type { CompanyConfig } from '@/features/company/types';
import { selectAnimal, selectSegment } from '@/features/user/user-slice';
import { newReminderId, useSendContributionReminder } from '../api/reminder-api';
import {
  canSubmit,
  visibleFieldError,
  type ReminderEvent,
  type ReminderFormState,
} from '../reminder-form-machine';
import { reminderAnalytics } from '../reminder-analytics';
import { reminderMessages } from '../reminder-messages';
import { reminderErrors, type ReminderField } from '../reminder-validation';
import { Captcha } from './captcha';
import { useModalLoadEvent } from '@/components/use-modal-load-event';

export interface ReminderDialogProps {
  state: ReminderFormState;
  dispatch: Dispatch<ReminderEvent>;
  config: CompanyConfig;
}

const FIELDS: { field: ReminderField; label: string; autoComplete: string; maxLength: number }[] = [
  { field: 'firstName', label: 'First name', autoComplete: 'given-name', maxLength: 60 },
  { field: 'lastName', label: 'Last name', autoComplete: 'family-name', maxLength: 60 },
  { field: 'emailAddress', label: 'Email', autoComplete: 'email', maxLength: 254 },
];

const listFormat = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });

/** What keeps submit disabled, in the words of the form's labels (a disabled button says why). */
function stillMissing(state: ReminderFormState): string[] {
  if (state.status !== 'open') return [];
  const errors = reminderErrors(state.values);
  const fields = FIELDS.filter(({ field }) => errors[field]).map(({ label }) =>
    label.toLowerCase(),
  );
  return state.captchaToken === null ? [...fields, 'the “I’m not a robot” check'] : fields;
}

export const SUCCESS_ICON_SIZE = 142;

function SuccessContent({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The form that had focus is gone: start the success message where a reader expects it.
    titleRef.current?.focus();
  }, []);
  return (
    <>
      <DialogContent sx={{ textAlign: 'center', pt: 5 }}>
        <Box
          component="img"
          src="/images/reminder/reminder-set.svg"
          alt=""
          data-testid="reminder-success-icon"
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
          {reminderMessages.successTitle}
        </Typography>
        <Typography sx={{ color: 'text.secondary', maxWidth: 420, mx: 'auto' }}>
          {reminderMessages.successText}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 4 }}>
        <Button variant="contained" onClick={onClose}>
          {reminderMessages.successClose}
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
  onClose,
}: ReminderDialogProps & { titleId: string; onClose: () => void }) {
  const animal = useAppSelector(selectAnimal);
  const segment = useAppSelector(selectSegment);
  const missingId = useId();
  const missing = stillMissing(state);
  const send = useSendContributionReminder();
  const submitting = state.status === 'submitting';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'submitted' });
    if (!canSubmit(state) || state.captchaToken === null) return;
    reminderAnalytics.submitted();
    send.mutate(
      {
        captchaToken: state.captchaToken,
        payload: {
          firstName: state.values.firstName.trim(),
          lastName: state.values.lastName.trim(),
          emailAddress: state.values.emailAddress.trim(),
          personaAnimal: animal,
          segment,
          companyName: config.companyName ?? '',
          recordKeeperUrl: config.recordKeeperUrl ?? '',
          uniqueId: newReminderId(),
        },
      },
      {
        onSuccess: () => {
          reminderAnalytics.completed();
          dispatch({ type: 'submitSucceeded' });
        },
        onError: () => {
          reminderAnalytics.failed(reminderMessages.inlineError);
          dispatch({ type: 'submitFailed' });
        },
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
      <DialogContent sx={{ pt: 0 }}>
        <Typography sx={{ color: 'text.secondary', mb: 1 }}>
          {reminderMessages.formIntro}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          Fields marked with an asterisk (*) are required.
        </Typography>
        <Stack sx={{ gap: 2 }}>
          {FIELDS.map(({ field, label, autoComplete, maxLength }) => {
            const error = visibleFieldError(state, field);
            const isEmail = field === 'emailAddress';
            return (
              <TextField
                key={field}
                name={field}
                label={label}
                type={isEmail ? 'email' : 'text'}
                required
                fullWidth
                autoComplete={autoComplete}
                value={state.values[field]}
                disabled={submitting}
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
                        {reminderMessages.emailNote}
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
                slotProps={{ htmlInput: { maxLength, spellCheck: false } }}
              />
            );
          })}
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
          />
          {state.inlineError && (
            <Alert severity="error" role="alert">
              {reminderMessages.inlineError}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="text" onClick={onClose}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={!canSubmit(state)}
          aria-busy={submitting}
          aria-describedby={missing.length > 0 ? missingId : undefined}
        >
          {submitting ? 'Setting your reminder…' : reminderMessages.submitLabel}
        </Button>
        {missing.length > 0 && (
          <Typography
            id={missingId}
            variant="body2"
            sx={{ color: 'text.secondary', flexBasis: '100%', textAlign: 'right' }}
          >
            {`Still needed: ${listFormat.format(missing)}.`}
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
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const close = () => {
    dispatch({ type: 'closed' });
  };
  const success = state.status === 'success';
  useModalLoadEvent(state.status !== 'closed', reminderMessages.formTitle);
  return (
    <Dialog
      open={state.status !== 'closed'}
      onClose={close}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      slotProps={{ paper: { sx: fullScreen ? { borderRadius: 0 } : {} } }}
      fullWidth
      maxWidth="sm"
    >
      <IconButton
        aria-label="Close"
        onClick={close}
        sx={{ position: 'absolute', top: 8, right: 8 }}
      >
        <CloseIcon />
      </IconButton>
      {success ? (
        <SuccessContent titleId={titleId} onClose={close} />
      ) : (
        <>
          <DialogTitle id={titleId} component="h2" variant="h3" sx={{ pr: 7 }}>
            {reminderMessages.formTitle}
          </DialogTitle>
          <FormContent
            state={state}
            dispatch={dispatch}
            config={config}
            titleId={titleId}
            onClose={close}
          />
        </>
      )}
    </Dialog>
  );
}
