import { z } from 'zod/mini';
import { lazySchema } from '@/lib/cms-schema';

/** SPEC.md section 5: the captcha response travels as this request header, never in the body. */
export const CAPTCHA_HEADER = 'X-Recaptcha-Response';

/** SPEC.md section 3 "Reminder form payload" (the captcha response goes in CAPTCHA_HEADER). */
export const reminderPayloadSchema = lazySchema(() =>
  z.object({
    firstName: z.string(),
    lastName: z.string(),
    emailAddress: z.string(),
    personaAnimal: z.nullable(z.string()),
    segment: z.string(),
    companyName: z.string(),
    recordKeeperUrl: z.string(),
    uniqueId: z.string(),
  }),
);
export type ReminderPayload = z.infer<typeof reminderPayloadSchema>;

/** SPEC.md section 3 "Error result": the reply is read only for its error flag. */
export const reminderResultSchema = lazySchema(() =>
  z.object({
    isError: z.boolean(),
    message: z.optional(z.string()),
  }),
);
export type ReminderResult = z.infer<typeof reminderResultSchema>;

/** How long until the reminder e-mail goes out (SPEC.md section 9). */
export const REMINDER_MONTHS = 6;
