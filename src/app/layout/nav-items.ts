import type { IntlShape } from 'react-intl';
import { paths } from '@/config/routes';
import type { MessageId } from '@/lib/i18n/message-ids';
import type { CompanyConfig } from '@/features/company/types';

export interface NavItem {
  label: string;
  href: string;
  /** Short line under the label in the mobile menu. */
  hint?: string;
  newTab?: boolean;
}

/** SPEC.md "Header": primary items; Resources & FAQs only when company resources are enabled. */
export function primaryNavItems(
  companyId: string,
  config: CompanyConfig,
  intl: IntlShape,
): NavItem[] {
  const t = (id: MessageId) => intl.formatMessage({ id });
  return [
    {
      label: t('app.nav.actionPlan'),
      href: paths.quiz(companyId),
      hint: t('app.nav.actionPlanHint'),
    },
    {
      label: t('app.nav.calculator'),
      href: paths.calculator(companyId),
      hint: t('app.nav.calculatorHint'),
    },
    {
      label: t('app.nav.getTheFacts'),
      href: paths.getTheFacts(companyId),
      hint: t('app.nav.getTheFactsHint'),
    },
    ...(config.showCompanyResourcesLink
      ? [
          {
            label: t('app.nav.resources'),
            href: paths.makeAChange(companyId),
            hint: t('app.nav.resourcesHint'),
          },
        ]
      : []),
  ];
}

function intranetAndPlanDetails(config: CompanyConfig, intl: IntlShape): NavItem[] {
  return [
    ...(config.clientIntranetSiteUrl
      ? [
          {
            label: config.clientIntranetSiteLabel ?? intl.formatMessage({ id: 'app.nav.intranet' }),
            href: config.clientIntranetSiteUrl,
            newTab: true,
          },
        ]
      : []),
    ...(config.showPlanDetails && config.planDetailsUrl
      ? [
          {
            label: intl.formatMessage({ id: 'app.nav.planDetails' }),
            href: config.planDetailsUrl,
            newTab: true,
          },
        ]
      : []),
  ];
}

/** SPEC.md "Header", mobile: home, FAQs, contact us if enabled, intranet and plan details. */
export function secondaryNavItems(
  companyId: string,
  config: CompanyConfig,
  intl: IntlShape,
): NavItem[] {
  const t = (id: MessageId) => intl.formatMessage({ id });
  return [
    { label: t('app.nav.home'), href: paths.home(companyId) },
    { label: t('app.nav.faqs'), href: paths.faqs(companyId) },
    ...(config.showContactUs
      ? [{ label: t('app.nav.contactUs'), href: paths.contactUs(companyId) }]
      : []),
    ...intranetAndPlanDetails(config, intl),
  ];
}

/** SPEC.md "Footer". */
export function footerNavItems(
  companyId: string,
  config: CompanyConfig,
  intl: IntlShape,
): NavItem[] {
  const t = (id: MessageId) => intl.formatMessage({ id });
  return [
    { label: t('app.nav.actionPlan'), href: paths.quiz(companyId) },
    { label: t('app.nav.getTheFacts'), href: paths.getTheFacts(companyId) },
    { label: t('app.nav.calculator'), href: paths.calculator(companyId) },
    ...(config.showCompanyResourcesLink
      ? [{ label: t('app.nav.resources'), href: paths.makeAChange(companyId) }]
      : []),
    ...(config.showTargetDate
      ? [{ label: t('app.nav.targetDate'), href: paths.targetDate(companyId) }]
      : []),
    { label: t('app.nav.faqs'), href: paths.faqs(companyId) },
    ...(config.showContactUs
      ? [{ label: t('app.nav.contactUs'), href: paths.contactUs(companyId) }]
      : []),
    { label: t('app.nav.sitemap'), href: paths.sitemap(companyId) },
    ...intranetAndPlanDetails(config, intl),
  ];
}
