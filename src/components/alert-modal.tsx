import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useModalLoadEvent } from './use-modal-load-event';
import { useIntl } from 'react-intl';

export interface AlertModalProps {
  open: boolean;
  title: string;
  /**
   * The dialog's name in analytics: English in every language, so reports join on it (the
   * title shown follows the page's language).
   */
  analyticsName: string;
  children: ReactNode;
  /** Closing by Escape or the backdrop counts as cancel. */
  onCancel: () => void;
  cancelLabel?: string;
  onConfirm?: () => void;
  confirmLabel?: string;
  onContactUs?: () => void;
  contactUsLabel?: string;
}

/** The shell's alert modal (SPEC.md "App shell"): cancel, confirm and contact-us actions. */
export function AlertModal({
  open,
  title,
  analyticsName,
  children,
  onCancel,
  cancelLabel,
  onConfirm,
  confirmLabel,
  onContactUs,
  contactUsLabel,
}: AlertModalProps) {
  const intl = useIntl();
  const titleId = useId();
  const bodyId = useId();
  useModalLoadEvent(open, analyticsName);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId} component="h2" variant="h4">
        {title}
      </DialogTitle>
      <DialogContent>
        <Typography id={bodyId} component="div">
          {children}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, gap: 1, flexWrap: 'wrap' }}>
        {cancelLabel && (
          <Button onClick={onCancel} variant="text">
            {cancelLabel}
          </Button>
        )}
        {onContactUs && (
          <Button onClick={onContactUs} variant="outlined">
            {contactUsLabel ?? intl.formatMessage({ id: 'common.modal.contactUs' })}
          </Button>
        )}
        <Button onClick={onConfirm ?? onCancel} variant="contained">
          {confirmLabel ?? intl.formatMessage({ id: 'common.modal.ok' })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
