import * as v from 'valibot';
import { lazySchema } from '@/lib/cms-schema';

/** SPEC.md section 5: the captcha response travels as this request header, never in the body. */
export const CAPTCHA_HEADER = 'X-Recaptcha-Response';

/** SPEC.md section 3 "Reminder form payload" (the captcha response goes in CAPTCHA_HEADER). */
export const reminderPayloadSchema = lazySchema(() =>
  v.object({
    firstName: v.string(),
    lastName: v.string(),
    emailAddress: v.string(),
    personaAnimal: v.nullable(v.string()),
    segment: v.string(),
    companyName: v.string(),
    recordKeeperUrl: v.string(),
    uniqueId: v.string(),
  }),
);
export type ReminderPayload = v.InferOutput<typeof reminderPayloadSchema>;

/** SPEC.md section 3 "Error result": the reply is read only for its error flag. */
export const reminderResultSchema = lazySchema(() =>
  v.object({
    isError: v.boolean(),
    message: v.optional(v.string()),
  }),
);

/** How long until the reminder e-mail goes out (SPEC.md section 9). */
export const REMINDER_MONTHS = 6;
