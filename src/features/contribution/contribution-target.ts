import { INFORMATIONAL_NOTICE_COMPANY_ID } from '@/config/constants';
import type { CompanyConfig } from '@/features/company/types';
import { safeUrl } from '@/lib/safe-url';
import type { IntlShape } from 'react-intl';

/** SPEC.md "Contribution button": "Enroll now" while enrolling, else the company's wording. */
export function contributionLabel(
  config: CompanyConfig,
  isEnroll: boolean,
  intl: IntlShape,
): string {
  if (isEnroll) return intl.formatMessage({ id: 'contribution.button.enroll' });
  return (
    config.changeContributionCtaTextOverride?.trim() ||
    intl.formatMessage({ id: 'contribution.button.change' })
  );
}

/**
 * A URL from the CMS leaves the site only when it is an absolute http(s) URL that passes the
 * shared allow-list: never javascript:, data:, mailto: or a relative path.
 */
export function openableUrl(raw: string | undefined): string | undefined {
  const url = safeUrl(raw);
  if (url === undefined || !/^https?:\/\//i.test(url)) return undefined;
  // safeUrl has already parsed it: an http(s) URL that does not parse is no URL there.
  return new URL(url).href;
}

export interface ContributionTarget {
  url: string;
  /** A PDF opens in a new tab, so the participant keeps this site; any other page replaces it. */
  newTab: boolean;
  kind: 'enroll' | 'allocation' | 'record-keeper';
}

export interface TargetContext {
  isEnroll: boolean;
  /** The useRecordKeeperAllocationUrl feature flag. */
  useAllocationUrl: boolean;
}

/** A document rather than a page: its path ends in .pdf, whatever the case or query string. */
function isPdf(url: string): boolean {
  return /\.pdf$/i.test(new URL(url).pathname);
}

/**
 * SPEC.md "Target choice": an enrolling user goes to enrollUrl, in the same tab; with the
 * allocation flag on, the allocation URL is used; otherwise the record keeper's URL. A .pdf
 * target opens in a new tab and any other in the same tab (DESIGN.md section 9: the specific
 * target rule wins over "opens in a new window"). A candidate that is missing or not http(s) is
 * skipped, so a bad CMS value falls back to the next rule instead of opening something unsafe.
 */
export function chooseContributionTarget(
  config: CompanyConfig,
  { isEnroll, useAllocationUrl }: TargetContext,
): ContributionTarget | undefined {
  const enroll = isEnroll ? openableUrl(config.enrollUrl) : undefined;
  if (enroll) return { url: enroll, newTab: false, kind: 'enroll' };
  const allocation = useAllocationUrl ? openableUrl(config.recordKeeperAllocationUrl) : undefined;
  if (allocation) return { url: allocation, newTab: isPdf(allocation), kind: 'allocation' };
  const recordKeeper = openableUrl(config.recordKeeperUrl);
  if (recordKeeper) {
    return { url: recordKeeper, newTab: isPdf(recordKeeper), kind: 'record-keeper' };
  }
  return undefined;
}

/** SPEC.md: one company gets an informational notice instead of the leaving-site dialog. */
export function isInformationalNoticeCompany(config: CompanyConfig): boolean {
  return config.companyId === INFORMATIONAL_NOTICE_COMPANY_ID;
}

/** The contribution button has something to offer: a safe place to go, or the notice. */
export function offersContributionAction(config: CompanyConfig, context: TargetContext): boolean {
  return (
    isInformationalNoticeCompany(config) || chooseContributionTarget(config, context) !== undefined
  );
}

/** Leaves the site for the chosen target; the only place the contribution flow navigates away. */
export function openContributionTarget(target: ContributionTarget): void {
  if (target.newTab) {
    window.open(target.url, '_blank', 'noopener,noreferrer');
  } else {
    window.location.assign(target.url);
  }
}
