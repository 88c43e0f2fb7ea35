import { describe, expect, it } from 'vitest';
import { isValidEmail, mailtoHref } from './email';

describe('isValidEmail (SPEC.md validation rules)', () => {
  it.each([
    'ann@example.com',
    'ann.lee@mail.example.org',
    'ann-lee_2@example.co',
    'ANN@EXAMPLE.INFO',
    'a@b-c.io',
    'a_b@x.io',
  ])('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    'ann',
    'ann@',
    '@example.com',
    'ann@example',
    'ann@example.c',
    'ann@example.travel',
    'ann@example.c0m',
    'ann@@example.com',
    'ann lee@example.com',
    'ann+tag@example.com',
    ' ann@example.com',
    'ann@example..com',
    'ann@example.com?subject=hi',
    'javascript:alert(1)@x.com',
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
