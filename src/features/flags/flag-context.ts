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

export function isAllowListed(uid: string | null): uid is string {
  return uid !== null && (FLAG_ALLOW_LIST as readonly string[]).includes(uid);
}

/** A visitor is anonymous, keyed by the stable visitor id, unless their uid is allow-listed. */
export function buildFlagContext(input: {
  visitorId: string;
  uid: string | null;
  domainName: string;
  companyId: string;
  segment: string;
  animal: string | null;
  isReturnVisit: boolean;
}): FlagContext {
  const known = isAllowListed(input.uid);
  return {
    kind: 'user',
    key: known ? (input.uid ?? input.visitorId) : input.visitorId,
    anonymous: !known,
    domain: input.domainName,
    company: input.companyId,
    segment: input.segment,
    animal: input.animal ?? 'default',
    firstVisit: !input.isReturnVisit,
  };
}
