import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { EmailIcon } from '@/components/icons';
import { contentLocale } from '@/config/content-scope';
import { emailActionPlanMutation, type EmailActionPlanRequest } from '../api/email-action-plan';
import { closesForm } from '@/components/form-dialog-close';
import { useModalLoadEvent } from '@/components/use-modal-load-event';
import { errorMessagePresented, pushEvent } from '@/lib/analytics';
import { isValidEmail } from '@/lib/email';
import { usePageLanguage } from '@/lib/i18n/i18n-provider';
import { FormattedMessage, useIntl } from 'react-intl';

const EXTENDED_AFTER_MS = 4000;

/** The name the dialog goes by in analytics (Modal Load, the failure's process step). */
const ANALYTICS_NAME = 'Email my action plan';

/**
 * SPEC.md section 8's failure text as analytics hear it: English in every language, so reports
 * join on it (the page shows it in its own language).
 */
const FAILURE_EVENT_TEXT =
  'Oops, we’re really sorry! We are having technical difficulties, so please try again later.';

/**
 * "Email my action plan" (flag enableEmailMyActionPlan). The address goes to the email endpoint
 * only: it is never logged or sent to analytics. The address rule is SPEC.md section 5's, as for
 * the reminder form; the e-mail is written in the page's language.
 */
export function EmailActionPlan({ plan }: { plan: Omit<EmailActionPlanRequest, 'emailAddress'> }) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [extended, setExtended] = useState(false);
  const { language } = contentLocale(usePageLanguage());
  const mutation = useMutation(emailActionPlanMutation(language));
  const titleId = useId();
  // The intro, then the confirmation: read with the title when the dialog or its answer comes.
  const descriptionId = useId();
  const field = useRef<HTMLInputElement>(null);
  // mutation.isPending reaches the page only on its next render, after a double click's second
  // press has already come in: this ref closes the gap, so one press sends one e-mail.
  const sending = useRef(false);
  // Closing the dialog calls its send off: the participant has left it, so a failure then is not
  // presented, and not counted as presented either.
  const sendInFlight = useRef<AbortController | null>(null);
  const intl = useIntl();
  const valid = isValidEmail(email.trim());
  const showError = touched && !valid;

  useEffect(() => {
    if (!mutation.isPending) return;
    const timer = setTimeout(() => setExtended(true), EXTENDED_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setExtended(false);
    };
  }, [mutation.isPending]);

  useModalLoadEvent(open, ANALYTICS_NAME);

  const close = () => {
    setOpen(false);
    setEmail('');
    setTouched(false);
    sendInFlight.current?.abort();
    mutation.reset();
    sending.current = false;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!valid) {
      // The message appears under the field, silently for a screen reader still on Send: on
      // the field it is read out, with the label, as the field's description.
      field.current?.focus();
      return;
    }
    if (sending.current) return;
    sending.current = true;
    const controller = new AbortController();
    sendInFlight.current = controller;
    mutation.mutate(
      {
        ...plan,
        emailAddress: email.trim(),
        signal: controller.signal,
      },
      {
        onSettled: () => {
          sending.current = false;
        },
        // The failure message is presented: a sponsor's reports count it as for the reminder.
        onError: () => {
          if (controller.signal.aborted) return;
          pushEvent(
            errorMessagePresented({
              formFieldError: FAILURE_EVENT_TEXT,
              processStepLabel: ANALYTICS_NAME,
              processStepValue: 'send failed',
              settingUsed: 'email',
            }),
          );
        },
      },
    );
  };

  return (
    <>
      <Button variant="outlined" startIcon={<EmailIcon />} onClick={() => setOpen(true)}>
        <FormattedMessage id="actionPlan.email.button" />
      </Button>
      <Dialog
        open={open}
        onClose={(_event, reason) => {
          if (closesForm(reason, !mutation.isSuccess && email.trim() !== '')) close();
        }}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id={titleId} component="h2" variant="h4">
          <FormattedMessage id="actionPlan.email.button" />
        </DialogTitle>
        <Box component="form" noValidate onSubmit={submit}>
          <DialogContent sx={{ pt: 0 }}>
            {mutation.isSuccess ? (
              <SentMessage id={descriptionId} address={mutation.variables.emailAddress} />
            ) : (
              <>
                <Typography id={descriptionId} sx={{ mb: 2 }}>
                  <FormattedMessage id="actionPlan.email.intro" />
                </Typography>
                <TextField
                  label={intl.formatMessage({ id: 'actionPlan.email.address' })}
                  type="email"
                  autoComplete="email"
                  required
                  fullWidth
                  value={email}
                  inputRef={field}
                  onChange={(event) => setEmail(event.target.value)}
                  onBlur={() => setTouched(true)}
                  error={showError}
                  helperText={
                    showError ? intl.formatMessage({ id: 'actionPlan.email.invalid' }) : ' '
                  }
                />
                <Box role="status" sx={{ minHeight: 24, mt: 1 }}>
                  {mutation.isPending && (
                    <Typography variant="body2">
                      <FormattedMessage
                        id={
                          extended ? 'actionPlan.email.pendingExtended' : 'actionPlan.email.pending'
                        }
                      />
                    </Typography>
                  )}
                </Box>
                {mutation.isError && (
                  <Alert severity="error" role="alert" sx={{ mt: 1 }}>
                    <FormattedMessage id="actionPlan.email.failure" />
                  </Alert>
                )}
              </>
            )}
          </DialogContent>
          {/* As in the other dialogs: where both buttons do not fit on one line (Spanish at 320
              px), Send goes under Cancel rather than "Cancel-ar" breaking inside its words. */}
          <DialogActions sx={{ px: 3, pb: 3, gap: 1, flexWrap: 'wrap' }}>
            {mutation.isSuccess ? (
              <Button variant="contained" onClick={close}>
                <FormattedMessage id="actionPlan.email.done" />
              </Button>
            ) : (
              <>
                <Button onClick={close}>
                  <FormattedMessage id="actionPlan.email.cancel" />
                </Button>
                {/* Not disabled while sending: a disabled button would drop the keyboard focus. */}
                <Button
                  type="submit"
                  variant="contained"
                  aria-disabled={mutation.isPending || undefined}
                >
                  <FormattedMessage id="actionPlan.email.send" />
                </Button>
              </>
            )}
          </DialogActions>
        </Box>
      </Dialog>
    </>
  );
}

/** Names the address it went to, so a mistyped one can be noticed (WCAG 3.3.4). */
function SentMessage({ id, address }: { id: string; address: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The form that had the focus is gone: the confirmation takes it, so it is read out.
    ref.current?.focus();
  }, []);
  return (
    <Alert
      ref={ref}
      id={id}
      tabIndex={-1}
      severity="success"
      role="status"
      // A long address breaks rather than running out of the dialog at 390 px.
      sx={{ outline: 'none', overflowWrap: 'anywhere' }}
    >
      <FormattedMessage id="actionPlan.email.sent" values={{ email: address }} />
    </Alert>
  );
}
