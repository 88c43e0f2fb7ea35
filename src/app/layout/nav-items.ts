import { paths } from '@/config/routes';
import type { CompanyConfig } from '@/features/company/types';

export interface NavItem {
  label: string;
  href: string;
  /** Short line under the label in the mobile menu. */
  hint?: string;
  newTab?: boolean;
}

/** SPEC.md "Header": primary items; Resources & FAQs only when company resources are enabled. */
export function primaryNavItems(companyId: string, config: CompanyConfig): NavItem[] {
  return [
    { label: 'My action plan', href: paths.quiz(companyId), hint: 'Take the quiz, get your plan' },
    { label: 'Calculator', href: paths.calculator(companyId), hint: 'Run the numbers' },
    { label: 'Get the facts', href: paths.getTheFacts(companyId), hint: 'Articles and videos' },
    ...(config.showCompanyResourcesLink
      ? [
          {
            label: 'Resources & FAQs',
            href: paths.makeAChange(companyId),
            hint: 'Your plan, your tools',
          },
        ]
      : []),
  ];
}

function intranetAndPlanDetails(config: CompanyConfig): NavItem[] {
  return [
    ...(config.clientIntranetSiteUrl
      ? [
          {
            label: config.clientIntranetSiteLabel ?? 'Company intranet',
            href: config.clientIntranetSiteUrl,
            newTab: true,
          },
        ]
      : []),
    ...(config.showPlanDetails && config.planDetailsUrl
      ? [{ label: 'Plan details', href: config.planDetailsUrl, newTab: true }]
      : []),
  ];
}

/** SPEC.md "Header", mobile: home, FAQs, contact us if enabled, intranet and plan details. */
export function secondaryNavItems(companyId: string, config: CompanyConfig): NavItem[] {
  return [
    { label: 'Home', href: paths.home(companyId) },
    { label: 'FAQs', href: paths.faqs(companyId) },
    ...(config.showContactUs ? [{ label: 'Contact us', href: paths.contactUs(companyId) }] : []),
    ...intranetAndPlanDetails(config),
  ];
}

/** SPEC.md "Footer". */
export function footerNavItems(companyId: string, config: CompanyConfig): NavItem[] {
  return [
    { label: 'My action plan', href: paths.quiz(companyId) },
    { label: 'Get the facts', href: paths.getTheFacts(companyId) },
    { label: 'Calculator', href: paths.calculator(companyId) },
    ...(config.showCompanyResourcesLink
      ? [{ label: 'Resources & FAQs', href: paths.makeAChange(companyId) }]
      : []),
    ...(config.showTargetDate
      ? [{ label: 'Target-date funds', href: paths.targetDate(companyId) }]
      : []),
    { label: 'FAQs', href: paths.faqs(companyId) },
    ...(config.showContactUs ? [{ label: 'Contact us', href: paths.contactUs(companyId) }] : []),
    { label: 'Sitemap', href: paths.sitemap(companyId) },
    ...intranetAndPlanDetails(config),
  ];
}
