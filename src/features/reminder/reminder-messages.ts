/** The reminder's copy (SPEC.md "reminder.emailNote" and the texts SPEC.md leaves open). */
export const reminderMessages = {
  emailNote: 'We’ll use your email only to send this one reminder. No newsletters, no sharing.',
  blockTitle: 'Set it, then forget it',
  blockText:
    'Get one friendly email in six months, reminding you to check your contribution and give it a nudge if you can.',
  ctaLabel: 'Remind me in six months',
  formTitle: 'Get a contribution reminder',
  formIntro:
    'Tell us where to send it and we’ll email you in six months, a good moment to review how much you save.',
  submitLabel: 'Set my reminder',
  /** SPEC.md section 8: one inline text for a failed submit and for a captcha error or expiry. */
  inlineError: 'We couldn’t set your reminder. Please confirm you’re not a robot and try again.',
  successTitle: 'You’re all set!',
  successText:
    'Look for an email from us in six months. Until then, every paycheck is already working for your future.',
  successClose: 'Done',
} as const;
