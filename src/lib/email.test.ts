import { describe, expect, it } from 'vitest';
import { isValidEmail, mailtoHref } from './email';

describe('isValidEmail (SPEC.md validation rules)', () => {
  it.each(['jose@example.com', 'ana.lee-2@mail.example.org', 'a_b@x.io'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    'jose@example.c',
    'jose@example.company',
    'jose@',
    '@example.com',
    'jose example@x.com',
    'jose@example.com?subject=hi',
    'javascript:alert(1)@x.com',
    '',
  ])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('mailtoHref', () => {
  it('writes a mailto: URL with an encoded subject, and nothing for a bad address', () => {
    expect(mailtoHref(' hr@x.test ', 'Plan & match')).toBe(
      'mailto:hr@x.test?subject=Plan%20%26%20match',
    );
    expect(mailtoHref('hr@x.test')).toBe('mailto:hr@x.test');
    expect(mailtoHref('hr@x.test?cc=evil@y.test')).toBeUndefined();
    expect(mailtoHref(undefined)).toBeUndefined();
  });
});
