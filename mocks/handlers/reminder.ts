import * as v from 'valibot';
import { http, HttpResponse } from 'msw';
import { reminderErrors } from '@/features/reminder/reminder-validation';
import { CAPTCHA_HEADER, reminderPayloadSchema } from '@/features/reminder/types';
import { recordSignUp } from '../fixtures/reminder/sign-ups';
import { requestLanguage } from '../fixtures/language';

const invalid = (message: string) => HttpResponse.json({ isError: true, message }, { status: 400 });

/**
 * POST /po/content/email/contribution-reminder (SPEC.md section 7): checks the captcha header
 * and the fields like the real service, then records the sign-up.
 */
export const reminderHandlers = [
  http.post('*/po/content/email/contribution-reminder', async ({ request }) => {
    const captcha = request.headers.get(CAPTCHA_HEADER)?.trim();
    if (!captcha || captcha.length > 4096) return invalid('A captcha response is required');

    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return invalid('The request body must be JSON');
    }
    const parsed = v.safeParse(reminderPayloadSchema, body);
    if (!parsed.success) {
      const fields = parsed.issues.map((issue) => v.getDotPath(issue) ?? '').join(', ');
      return invalid(`Missing or malformed fields: ${fields}`);
    }
    const payload = parsed.output;
    const fieldErrors = Object.values(reminderErrors(payload));
    if (fieldErrors.length > 0) return invalid(fieldErrors.join('. '));
    if (!payload.uniqueId.trim()) return invalid('uniqueId is required');
    if (!payload.companyName.trim()) return invalid('companyName is required');

    recordSignUp(payload, requestLanguage(request));
    return HttpResponse.json({ isError: false });
  }),
];
