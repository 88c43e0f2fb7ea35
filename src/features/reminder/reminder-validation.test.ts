import { describe, expect, it } from 'vitest';
import {
  isValidName,
  REMINDER_MESSAGES,
  reminderErrors,
  reminderFieldError,
} from './reminder-validation';

describe('reminder names (letters and whitespace, not starting with whitespace)', () => {
  it.each(['Ann', 'José García', 'Zoë', 'Łukasz', 'Nguyễn Văn An', 'Mary Ann ', 'Ана', '李'])(
    'accepts %j',
    (name) => {
      expect(isValidName(name)).toBe(true);
    },
  );

  it.each(['', ' Ann', '\tAnn', 'R2D2', 'Ann3', '123', "O'Brien", 'Mary-Jane', 'Ann.', 'a@b'])(
    'rejects %j',
    (name) => {
      expect(isValidName(name)).toBe(false);
    },
  );

  it('accepts a decomposed accent (e + combining acute) like its composed form', () => {
    expect(isValidName('Jose\u0301')).toBe(true);
  });

  it('gives the exact messages for first and last name', () => {
    expect(reminderFieldError('firstName', ' Ann')).toBe('Valid first name is required');
    expect(reminderFieldError('lastName', 'Sm1th')).toBe('Valid last name is required');
    expect(reminderFieldError('firstName', 'Ann')).toBeUndefined();
  });
});

describe('reminder email', () => {
  // The rule itself is src/lib/email.ts's, tested there; the form gives its SPEC.md message.
  it('gives the exact message for an address the rule refuses, and none for a good one', () => {
    expect(reminderFieldError('emailAddress', 'ann@example.c')).toBe(
      'Valid email address is required',
    );
    expect(reminderFieldError('emailAddress', 'ann@example.com')).toBeUndefined();
  });
});

describe('all fields at once', () => {
  it('lists the message of every failing field', () => {
    expect(reminderErrors({ firstName: '', lastName: 'Lee', emailAddress: 'x' })).toEqual({
      firstName: REMINDER_MESSAGES.firstName,
      emailAddress: REMINDER_MESSAGES.emailAddress,
    });
    expect(
      reminderErrors({ firstName: 'José', lastName: 'García', emailAddress: 'jg@example.es' }),
    ).toEqual({});
  });
});
