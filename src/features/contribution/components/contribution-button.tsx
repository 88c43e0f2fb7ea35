import type { CompanyConfig } from '@/features/company/types';

export interface ContributionButtonProps {
  config: CompanyConfig;
  fullWidth?: boolean;
  size?: 'medium' | 'large';
}

/**
 * "Change my contribution" / "Enroll now" with the leaving-site dialog (SPEC.md "Contribution
 * button"). Placed in the header, the mobile menu, the action plan, the calculator and
 * Resources & FAQs; the participant-actions work fills it in.
 */
export function ContributionButton(_props: ContributionButtonProps) {
  return null;
}
