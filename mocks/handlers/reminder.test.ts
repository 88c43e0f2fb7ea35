import { afterEach, describe, expect, it } from 'vitest';
import { apiPaths } from '@/config/api-paths';
import { CAPTCHA_HEADER } from '@/features/reminder/types';
import { clearSignUps, listSignUps, recordSignUp } from '../fixtures/reminder/sign-ups';

const valid = {
  firstName: 'José',
  lastName: 'García',
  emailAddress: 'jose@example.com',
  personaAnimal: 'owl',
  segment: 'g',
  companyName: 'Harbor & Pine Manufacturing',
  recordKeeperUrl: 'https://www.beacon-retirement.example/harborpine',
  uniqueId: 'c2a1e6f4-7d0b-4b8e-9f3a-2b1c0d9e8f71',
};

function post(body: unknown, captcha: string | null = 'token-123', language = 'en') {
  return fetch(`http://localhost${apiPaths.contributionReminder(language)}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(captcha === null ? {} : { [CAPTCHA_HEADER]: captcha }),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

afterEach(() => {
  clearSignUps();
});

describe('mock POST /po/content/email/contribution-reminder', () => {
  it('accepts a valid sign-up, records it for six months later, and answers isError false', async () => {
    const response = await post(valid);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ isError: false });
    const [signUp] = listSignUps();
    expect(signUp).toMatchObject(valid);
    const months =
      (new Date(signUp?.remindOn ?? '').getTime() - Date.now()) / (1000 * 60 * 60 * 24 * 30.4);
    expect(Math.round(months)).toBe(6);
  });

  it.each([
    // Six months after the last day of August has no 31st: the last day of February, not March.
    ['2026-08-31T15:00:00Z', '2027-02-28'],
    ['2027-08-31T15:00:00Z', '2028-02-29'],
    ['2026-12-31T15:00:00Z', '2027-06-30'],
    ['2026-05-15T15:00:00Z', '2026-11-15'],
  ])('sets a sign-up on %s to be reminded on %s, six calendar months on', (signedUp, remindOn) => {
    const signUp = recordSignUp(valid, 'en', new Date(signedUp));
    expect(signUp.remindOn.slice(0, 10)).toBe(remindOn);
  });

  it('writes the reminder e-mail in the language the participant signed up in', async () => {
    await post(valid, 'token-123', 'es');
    expect(listSignUps()[0]?.email).toEqual({
      subject: 'Es momento de revisar su aportación',
      body: expect.stringContaining('Hola, José: hace seis meses') as unknown,
    });
    clearSignUps();
    await post(valid);
    expect(listSignUps()[0]?.email.subject).toBe('Time to check your contribution');
  });

  it('records a retried request with the same uniqueId once', async () => {
    await post(valid);
    await post(valid);
    expect(listSignUps()).toHaveLength(1);
  });

  it.each([null, '', '   '])('rejects a missing captcha header (%j)', async (captcha) => {
    const response = await post(valid, captcha);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      isError: true,
      message: 'A captcha response is required',
    });
    expect(listSignUps()).toEqual([]);
  });

  it.each([
    [{ firstName: ' José' }, 'Valid first name is required'],
    [{ lastName: 'G4rcia' }, 'Valid last name is required'],
    [{ emailAddress: 'jose@example.c' }, 'Valid email address is required'],
    [{ uniqueId: ' ' }, 'uniqueId is required'],
  ])('rejects invalid fields %j', async (change, message) => {
    const response = await post({ ...valid, ...change });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ isError: true, message });
    expect(listSignUps()).toEqual([]);
  });

  it('rejects a body that is not JSON or misses fields', async () => {
    expect((await post('{"firstName":')).status).toBe(400);
    const missing = await post({ firstName: 'Ann' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ isError: true });
  });
});
