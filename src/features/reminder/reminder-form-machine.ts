import { reminderErrors, type ReminderField, type ReminderValues } from './reminder-validation';

/**
 * SPEC.md section 4 "Reminder form": closed -> open -> submitting -> success, or back to open
 * with an inline error. A pure reducer, so every transition is testable without a browser.
 */
type ReminderStatus = 'closed' | 'open' | 'submitting' | 'success';

export interface ReminderFormState {
  status: ReminderStatus;
  values: ReminderValues;
  /** Fields whose message shows: left once (blur) or all of them after a submit attempt. */
  touched: Record<ReminderField, boolean>;
  captchaToken: string | null;
  /** The inline error under the captcha: a failed submit, or a captcha error or expiry. */
  inlineError: boolean;
  /** Bumped whenever the captcha widget must start over (its token is single-use). */
  captchaResets: number;
  /**
   * The captcha could not load at all (a blocked script, say): unlike its error or expiry, no
   * tick can fix that, so the form says so and offers to load it again.
   */
  captchaUnavailable: boolean;
  /**
   * On success, the address the reminder goes to: the form is forgotten, but the confirmation
   * shows the address back, so a typo in it can still be noticed (WCAG 3.3.4).
   */
  sentTo: string;
}

export type ReminderEvent =
  | { type: 'opened' }
  | { type: 'closed' }
  | { type: 'fieldChanged'; field: ReminderField; value: string }
  | { type: 'fieldBlurred'; field: ReminderField }
  | { type: 'captchaSolved'; token: string }
  | { type: 'captchaExpired' }
  | { type: 'captchaErrored' }
  | { type: 'captchaUnavailable' }
  | { type: 'captchaRetried' }
  | { type: 'submitted' }
  | { type: 'submitSucceeded' }
  | { type: 'submitFailed' };

const emptyValues: ReminderValues = { firstName: '', lastName: '', emailAddress: '' };
const untouched = { firstName: false, lastName: false, emailAddress: false };
const allTouched = { firstName: true, lastName: true, emailAddress: true };

export const initialReminderState: ReminderFormState = {
  status: 'closed',
  values: emptyValues,
  touched: untouched,
  captchaToken: null,
  inlineError: false,
  captchaResets: 0,
  captchaUnavailable: false,
  sentTo: '',
};

/** Every rule holds and the captcha is solved: the only state in which submit is enabled. */
export function canSubmit(state: ReminderFormState): boolean {
  return (
    state.status === 'open' &&
    state.captchaToken !== null &&
    Object.keys(reminderErrors(state.values)).length === 0
  );
}

/** Something the participant did in the form would be lost by closing it. */
export function holdsTyping(state: ReminderFormState): boolean {
  return (
    state.captchaToken !== null || Object.values(state.values).some((value) => value.trim() !== '')
  );
}

/** The message to show under a field, if it has been left or a submit was attempted. */
export function visibleFieldError(state: ReminderFormState, field: ReminderField) {
  return state.touched[field] ? reminderErrors(state.values)[field] : undefined;
}

export function reminderFormReducer(
  state: ReminderFormState,
  event: ReminderEvent,
): ReminderFormState {
  switch (event.type) {
    case 'opened':
      return state.status === 'closed' ? { ...initialReminderState, status: 'open' } : state;
    case 'closed':
      // Closing forgets everything: fields, captcha and errors.
      return initialReminderState;
    default:
      break;
  }
  if (state.status === 'submitting') {
    if (event.type === 'submitSucceeded')
      return {
        ...initialReminderState,
        status: 'success',
        sentTo: state.values.emailAddress.trim(),
      };
    if (event.type === 'submitFailed') {
      // Keep what the user typed; a captcha token is single-use, so it must be solved again.
      return {
        ...state,
        status: 'open',
        captchaToken: null,
        inlineError: true,
        captchaResets: state.captchaResets + 1,
      };
    }
    return state;
  }
  if (state.status !== 'open') return state;
  switch (event.type) {
    case 'fieldChanged':
      return { ...state, values: { ...state.values, [event.field]: event.value } };
    case 'fieldBlurred':
      return { ...state, touched: { ...state.touched, [event.field]: true } };
    case 'captchaSolved':
      return { ...state, captchaToken: event.token, inlineError: false };
    case 'captchaExpired':
    case 'captchaErrored':
      return { ...state, captchaToken: null, inlineError: true };
    case 'captchaUnavailable':
      return state.captchaUnavailable
        ? state
        : { ...state, captchaToken: null, captchaUnavailable: true };
    case 'captchaRetried':
      // A new widget, which loads again; what was typed stays.
      return { ...state, captchaUnavailable: false, captchaResets: state.captchaResets + 1 };
    case 'submitted':
      return canSubmit(state)
        ? { ...state, status: 'submitting', inlineError: false }
        : { ...state, touched: allTouched };
    default:
      return state;
  }
}
