/**
 * SPEC.md section 5, "Validation rules": the reminder form's rules, shared by the form and the
 * mock service so both sides agree on what a valid sign-up is.
 */

import { isValidEmail } from '@/lib/email';

/** Letters (any script, with their combining marks) and whitespace, not starting with whitespace. */
const NAME = /^\p{L}[\p{L}\p{M}\s]*$/u;

export const REMINDER_MESSAGES = {
  firstName: 'Valid first name is required',
  lastName: 'Valid last name is required',
  emailAddress: 'Valid email address is required',
} as const;

export type ReminderField = keyof typeof REMINDER_MESSAGES;
const REMINDER_FIELDS = ['firstName', 'lastName', 'emailAddress'] as const;
export type ReminderValues = Record<ReminderField, string>;

export function isValidName(value: string): boolean {
  return NAME.test(value.normalize('NFC'));
}

/** The message for a field's value, or undefined when the value is valid. */
export function reminderFieldError(field: ReminderField, value: string): string | undefined {
  const valid = field === 'emailAddress' ? isValidEmail(value) : isValidName(value);
  return valid ? undefined : REMINDER_MESSAGES[field];
}

export function reminderErrors(values: ReminderValues): Partial<Record<ReminderField, string>> {
  const errors: Partial<Record<ReminderField, string>> = {};
  for (const field of REMINDER_FIELDS) {
    const error = reminderFieldError(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}
