import { describe, expect, it } from 'vitest';
import {
  canSubmit,
  initialReminderState,
  reminderFormReducer,
  visibleFieldError,
  type ReminderEvent,
  type ReminderFormState,
} from './reminder-form-machine';

const run = (events: ReminderEvent[], from: ReminderFormState = initialReminderState) =>
  events.reduce(reminderFormReducer, from);

const filled: ReminderEvent[] = [
  { type: 'opened' },
  { type: 'fieldChanged', field: 'firstName', value: 'José' },
  { type: 'fieldChanged', field: 'lastName', value: 'García' },
  { type: 'fieldChanged', field: 'emailAddress', value: 'jose@example.com' },
];
const ready: ReminderEvent[] = [...filled, { type: 'captchaSolved', token: 't-1' }];

describe('reminder form state machine', () => {
  it('starts closed and opens empty', () => {
    expect(initialReminderState.status).toBe('closed');
    const open = run([{ type: 'opened' }]);
    expect(open.status).toBe('open');
    expect(open.values).toEqual({ firstName: '', lastName: '', emailAddress: '' });
    expect(canSubmit(open)).toBe(false);
  });

  it('ignores form events while closed', () => {
    expect(run([{ type: 'fieldChanged', field: 'firstName', value: 'x' }])).toBe(
      initialReminderState,
    );
  });

  it('shows a field message only once the field was left', () => {
    const typed = run([
      { type: 'opened' },
      { type: 'fieldChanged', field: 'firstName', value: ' A' },
    ]);
    expect(visibleFieldError(typed, 'firstName')).toBeUndefined();
    const left = reminderFormReducer(typed, { type: 'fieldBlurred', field: 'firstName' });
    expect(visibleFieldError(left, 'firstName')).toBe('Valid first name is required');
    expect(visibleFieldError(left, 'lastName')).toBeUndefined();
  });

  it('enables submit only when every rule holds and the captcha is solved', () => {
    expect(canSubmit(run(filled))).toBe(false);
    expect(canSubmit(run(ready))).toBe(true);
    const badEmail = run([
      ...ready,
      { type: 'fieldChanged', field: 'emailAddress', value: 'a@b.c' },
    ]);
    expect(canSubmit(badEmail)).toBe(false);
  });

  it('a submit attempt with invalid fields shows every message and does not submit', () => {
    const state = run([{ type: 'opened' }, { type: 'submitted' }]);
    expect(state.status).toBe('open');
    expect(visibleFieldError(state, 'firstName')).toBe('Valid first name is required');
    expect(visibleFieldError(state, 'lastName')).toBe('Valid last name is required');
    expect(visibleFieldError(state, 'emailAddress')).toBe('Valid email address is required');
  });

  it('goes open -> submitting -> success, which forgets what was typed', () => {
    const submitting = run([...ready, { type: 'submitted' }]);
    expect(submitting.status).toBe('submitting');
    expect(canSubmit(submitting)).toBe(false);
    const success = reminderFormReducer(submitting, { type: 'submitSucceeded' });
    expect(success.status).toBe('success');
    expect(success.values.firstName).toBe('');
    // Except where the reminder goes, shown back in the confirmation.
    expect(success.sentTo).toBe('jose@example.com');
    expect(reminderFormReducer(success, { type: 'closed' }).sentTo).toBe('');
  });

  it('a failed submit returns to the form with the inline error, keeping the values', () => {
    const failed = run([...ready, { type: 'submitted' }, { type: 'submitFailed' }]);
    expect(failed.status).toBe('open');
    expect(failed.inlineError).toBe(true);
    expect(failed.values).toEqual({
      firstName: 'José',
      lastName: 'García',
      emailAddress: 'jose@example.com',
    });
    expect(failed.captchaToken).toBeNull();
    expect(failed.captchaResets).toBe(1);
    expect(canSubmit(failed)).toBe(false);
    const solvedAgain = reminderFormReducer(failed, { type: 'captchaSolved', token: 't-2' });
    expect(solvedAgain.inlineError).toBe(false);
    expect(canSubmit(solvedAgain)).toBe(true);
  });

  it.each(['captchaExpired', 'captchaErrored'] as const)(
    '%s clears the response, sets the inline error and disables submit',
    (type) => {
      const state = run([...ready, { type }]);
      expect(state.captchaToken).toBeNull();
      expect(state.inlineError).toBe(true);
      expect(canSubmit(state)).toBe(false);
    },
  );

  it('a captcha that cannot load says so, keeps what was typed, and starts over on a retry', () => {
    const unavailable = run([...ready, { type: 'captchaUnavailable' }]);
    expect(unavailable.captchaUnavailable).toBe(true);
    expect(unavailable.captchaToken).toBeNull();
    expect(unavailable.values).toEqual({
      firstName: 'José',
      lastName: 'García',
      emailAddress: 'jose@example.com',
    });
    expect(canSubmit(unavailable)).toBe(false);

    const retried = reminderFormReducer(unavailable, { type: 'captchaRetried' });
    expect(retried.captchaUnavailable).toBe(false);
    expect(retried.captchaResets).toBe(unavailable.captchaResets + 1);
    expect(retried.values).toEqual(unavailable.values);
    const solved = reminderFormReducer(retried, { type: 'captchaSolved', token: 't-2' });
    expect(canSubmit(solved)).toBe(true);
  });

  it('ignores edits and late captcha events while submitting', () => {
    const submitting = run([...ready, { type: 'submitted' }]);
    expect(
      reminderFormReducer(submitting, { type: 'fieldChanged', field: 'firstName', value: 'X' }),
    ).toBe(submitting);
    expect(reminderFormReducer(submitting, { type: 'captchaExpired' })).toBe(submitting);
  });

  it('closing from any state resets fields, captcha and errors', () => {
    for (const events of [
      ready,
      [...ready, { type: 'submitted' } as const],
      [...ready, { type: 'submitted' } as const, { type: 'submitFailed' } as const],
      [...ready, { type: 'submitted' } as const, { type: 'submitSucceeded' } as const],
      [...ready, { type: 'captchaUnavailable' } as const],
    ]) {
      expect(run([...events, { type: 'closed' }])).toEqual(initialReminderState);
    }
  });

  it('a reply that arrives after closing changes nothing', () => {
    const closed = run([...ready, { type: 'submitted' }, { type: 'closed' }]);
    expect(reminderFormReducer(closed, { type: 'submitSucceeded' })).toBe(closed);
    expect(reminderFormReducer(closed, { type: 'submitFailed' })).toBe(closed);
  });
});
