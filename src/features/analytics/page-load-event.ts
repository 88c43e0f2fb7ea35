import { pathSections } from '@/config/routes';
import type { AnalyticsEvent } from '@/lib/analytics';

/** SPEC.md "Analytics page-load event": the user fields, optional ones as empty strings. */
export const USER_FIELDS = [
  'advisorId',
  'dealerCode',
  'institutionalID',
  'investorId',
  'investorPartyId',
  'partyId',
  'pcsSfmcId',
  'personaSegment',
  'planId',
  'planParticipantId',
  'toolPartyId',
  'tracSponsorId',
  'userInitials',
  'userRole',
  'visionId',
] as const;

export interface PageLoadInput {
  origin: string;
  pathname: string;
  companyId: string;
  domainName: string;
  language: string;
  country: string;
  segment: string;
}

export function pageLoadEvent(input: PageLoadInput) {
  const sections = pathSections(input.pathname, input.companyId);
  const user = Object.fromEntries(USER_FIELDS.map((field) => [field, ''])) as Record<
    (typeof USER_FIELDS)[number],
    string
  >;
  return {
    event: 'Page Load Completed',
    page: {
      baseURL: input.origin,
      channel: 'web',
      navigationPath: input.pathname,
      pageName: [input.domainName.toLowerCase(), ...(sections.length ? sections : ['home'])].join(
        ':',
      ),
      siteAudience: 'participant',
      siteCountry: input.country,
      siteLanguage: input.language,
      siteSection1: sections[0] ?? '',
      siteSection2: sections[1] ?? '',
      siteSection3: sections[2] ?? '',
      siteSection4: sections[3] ?? '',
      webPageType: 'SPA',
      workfrontID: '',
    },
    user: {
      ...user,
      personaSegment: input.segment,
      tracSponsorId: input.companyId,
      userRole: 'participant',
    },
  } satisfies AnalyticsEvent;
}
