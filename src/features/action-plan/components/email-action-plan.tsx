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
import { useEffect, useId, useState, type FormEvent } from 'react';
import { EmailIcon } from '@/components/icons';
import { emailActionPlanMutation, type EmailActionPlanRequest } from '../api/email-action-plan';
import { useModalLoadEvent } from '@/components/use-modal-load-event';
import { isValidEmail } from '@/lib/email';

/** SPEC.md section 8. */
export const EMAIL_FAILURE =
  'Oops, we’re really sorry! We are having technical difficulties, so please try again later.';
export const EMAIL_PENDING = 'Sending your action plan…';
export const EMAIL_PENDING_EXTENDED =
  'Still sending. This can take a little longer when many people are emailing their plans.';
export const EMAIL_SENT = 'Your action plan is on its way. Check your inbox in a few minutes.';
const EXTENDED_AFTER_MS = 4000;

/** SPEC.md section 5 (the same address rule as the reminder form). */

/**
 * "Email my action plan" (flag enableEmailMyActionPlan). The address goes to the email endpoint
 * only: it is never logged or sent to analytics.
 */
export function EmailActionPlan({ plan }: { plan: Omit<EmailActionPlanRequest, 'emailAddress'> }) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [extended, setExtended] = useState(false);
  const mutation = useMutation(emailActionPlanMutation());
  const titleId = useId();
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

  useModalLoadEvent(open, 'Email my action plan');

  const close = () => {
    setOpen(false);
    setEmail('');
    setTouched(false);
    mutation.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!valid || mutation.isPending) return;
    mutation.mutate({ ...plan, emailAddress: email.trim() });
  };

  return (
    <>
      <Button variant="outlined" startIcon={<EmailIcon />} onClick={() => setOpen(true)}>
        Email my action plan
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <DialogTitle id={titleId} component="h2" variant="h4">
          Email my action plan
        </DialogTitle>
        <Box component="form" noValidate onSubmit={submit}>
          <DialogContent sx={{ pt: 0 }}>
            {mutation.isSuccess ? (
              <Alert severity="success" role="status">
                {EMAIL_SENT}
              </Alert>
            ) : (
              <>
                <Typography sx={{ mb: 2 }}>
                  We'll send a copy of your plan, with links to every step and article.
                </Typography>
                <TextField
                  label="Email address"
                  type="email"
                  autoComplete="email"
                  required
                  fullWidth
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                  onBlur={() => setTouched(true)}
                  error={showError}
                  helperText={showError ? 'Valid email address is required' : ' '}
                />
                <Box role="status" sx={{ minHeight: 24, mt: 1 }}>
                  {mutation.isPending && (
                    <Typography variant="body2">
                      {extended ? EMAIL_PENDING_EXTENDED : EMAIL_PENDING}
                    </Typography>
                  )}
                </Box>
                {mutation.isError && (
                  <Alert severity="error" role="alert" sx={{ mt: 1 }}>
                    {EMAIL_FAILURE}
                  </Alert>
                )}
              </>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 3 }}>
            {mutation.isSuccess ? (
              <Button variant="contained" onClick={close}>
                Done
              </Button>
            ) : (
              <>
                <Button onClick={close}>Cancel</Button>
                <Button type="submit" variant="contained" disabled={mutation.isPending}>
                  Send
                </Button>
              </>
            )}
          </DialogActions>
        </Box>
      </Dialog>
    </>
  );
}
