import { FLAG_ALLOW_LIST } from '@/config/constants';

/** SPEC.md "Visitor profile for feature flags", in the flag service's context format. */
export interface FlagContext {
  kind: 'user';
  key: string;
  anonymous: boolean;
  domain: string;
  company: string;
  segment: string;
  animal: string;
  firstVisit: boolean;
}

/** The part of the profile the store holds, which can change after start-up (a link, the quiz). */
export interface FlagAudience {
  companyId: string;
  segment: string;
  animal: string | null;
}

export type FlagAudienceAttributes = Pick<FlagContext, 'company' | 'segment' | 'animal'>;

/** A visitor without a persona yet is the service's `default` animal. */
export function flagAudienceAttributes(audience: FlagAudience): FlagAudienceAttributes {
  return {
    company: audience.companyId,
    segment: audience.segment,
    animal: audience.animal ?? 'default',
  };
}

export function isAllowListed(uid: string | null): uid is string {
  return uid !== null && (FLAG_ALLOW_LIST as readonly string[]).includes(uid);
}

/** A visitor is anonymous, keyed by the stable visitor id, unless their uid is allow-listed. */
export function buildFlagContext(
  input: FlagAudience & {
    visitorId: string;
    uid: string | null;
    domainName: string;
    isReturnVisit: boolean;
  },
): FlagContext {
  const known = isAllowListed(input.uid);
  return {
    kind: 'user',
    key: known ? (input.uid ?? input.visitorId) : input.visitorId,
    anonymous: !known,
    domain: input.domainName,
    ...flagAudienceAttributes(input),
    firstVisit: !input.isReturnVisit,
  };
}
