import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email';

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
