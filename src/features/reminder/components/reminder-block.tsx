import type { CompanyConfig } from '@/features/company/types';

export interface ReminderBlockProps {
  config: CompanyConfig;
  /** The section's reminderText, when the CMS gives one. */
  text?: string;
  /** The section's reminderCtaLabel, when the CMS gives one. */
  ctaLabel?: string;
}

/**
 * The contribution reminder block (SPEC.md "Contribution reminder block"): a button that opens
 * the sign-up form. Placed on action-plan reminder sections and the calculator; the
 * participant-actions work fills it in.
 */
export function ReminderBlock(_props: ReminderBlockProps) {
  return null;
}
