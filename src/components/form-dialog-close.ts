/** Why MUI's Dialog asks to close: a click on the backdrop, or Escape. */
type CloseReason = 'backdropClick' | 'escapeKeyDown';

/**
 * Whether a form dialog's onClose closes it. Closing a form forgets what was typed in it (SPEC.md's
 * reminder form), and a click beside the dialog closed it: one meant for something else (a
 * password manager's or the keyboard's balloon, a pen slipping off the field) took a name, an
 * address and a solved captcha. While something is typed, only the dialog's own buttons and
 * Escape close it.
 */
export function closesForm(reason: CloseReason, holdsTyping: boolean): boolean {
  return reason !== 'backdropClick' || !holdsTyping;
}
