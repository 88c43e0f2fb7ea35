import type { MessageId } from '@/lib/i18n/message-ids';

/** The reminder's copy (SPEC.md "reminder.emailNote" and the texts SPEC.md leaves open). */
export const reminderMessages = {
  emailNote: 'reminder.emailNote',
  blockTitle: 'reminder.blockTitle',
  blockText: 'reminder.blockText',
  ctaLabel: 'reminder.ctaLabel',
  formTitle: 'reminder.formTitle',
  formIntro: 'reminder.formIntro',
  submitLabel: 'reminder.submitLabel',
  /** SPEC.md section 8: one inline text for a failed submit and for a captcha error or expiry. */
  inlineError: 'reminder.inlineError',
  successTitle: 'reminder.successTitle',
  successText: 'reminder.successText',
  successClose: 'reminder.successClose',
} as const satisfies Record<string, MessageId>;

/**
 * What analytics hear: English in every language, so reports join on them (the page shows the
 * texts above in its own language).
 */
export const REMINDER_EVENT_TEXT = {
  formTitle: 'Get a contribution reminder',
  inlineError: 'We couldn’t set your reminder. Please confirm you’re not a robot and try again.',
} as const;
