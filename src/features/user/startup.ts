import * as v from 'valibot';
import { ANIMAL_SEGMENT, DEFAULT_SEGMENT } from '@/config/constants';
import { resolveSite, type Site } from '@/config/site';
import { readObject, readString, STORAGE_KEYS, writeString } from '@/lib/storage';
const SEGMENT = /^[a-z0-9-]{1,32}$/;
const UID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * SPEC.md section 5: s is lowercased; s equal to the elk value while the default segment is the
 * owl value becomes the owl value. Anything that is not a plain short token is ignored.
 */
export function segmentFromQuery(
  raw: string | null,
  defaultSegment: string = DEFAULT_SEGMENT,
): string | undefined {
  if (raw === null) return undefined;
  const segment = raw.trim().toLowerCase();
  if (!SEGMENT.test(segment)) return undefined;
  if (segment === ANIMAL_SEGMENT.elk && defaultSegment === ANIMAL_SEGMENT.owl) {
    return ANIMAL_SEGMENT.owl;
  }
  return segment;
}

/** ?e=: whether the participant is enrolling; absent or empty, the stored answer stands. */
export function enrollFromQuery(query: URLSearchParams): boolean | undefined {
  const value = query.get('e')?.trim().toLowerCase();
  if (!value) return undefined;
  return ['1', 'true', 'y', 'yes'].includes(value);
}

export function uidFromQuery(raw: string | null): string | null {
  return raw !== null && UID.test(raw) ? raw : null;
}

/** A return visit is one whose stored last-visit date is before now. */
export function isReturnVisit(stored: string | undefined, now: number): boolean {
  if (stored === undefined) return false;
  const time = Number.isNaN(Number(stored)) ? Date.parse(stored) : Number(stored);
  return Number.isFinite(time) && time < now;
}

/** What start-up read from the page and local storage (SPEC.md section 4 "Startup"). */
export interface StartupSeed {
  /** The site the location and the stored profile resolve to. */
  site: Site;
  /** From query parameter e; undefined when absent, so a stored value stays. */
  isEnroll: boolean | undefined;
  segment: string;
  uid: string | null;
  isReturnVisit: boolean;
  /**
   * The `retirement` object saved in local storage on an earlier visit, unvalidated: each
   * slice restores its own part of it, so a return visit in a new tab picks up where it left.
   */
  storedRetirement: Record<string, unknown>;
  /** QA flag overrides saved in this browser, unvalidated. */
  storedFlagOverrides: Record<string, unknown>;
}

const storedCompanySchema = v.object({ config: v.object({ companyId: v.string() }) });

/**
 * The company saved with the retirement data (SPEC.md `company.config.companyId`), validated
 * no further than being a string: each reader checks it as a company id.
 */
export function storedCompanyId(retirement: Record<string, unknown>): string | undefined {
  const parsed = v.safeParse(storedCompanySchema, retirement.company);
  return parsed.success ? parsed.output.config.companyId : undefined;
}

/** Reads the page and storage once at start-up. Stores lastVisitDate when absent. */
export function readStartupSeed(
  location: Pick<Location, 'hostname' | 'pathname' | 'search'>,
  { now = Date.now(), browserLanguages = [] as readonly string[] } = {},
): StartupSeed {
  const query = new URLSearchParams(location.search);
  const profile = readObject('local', STORAGE_KEYS.userProfile);
  const storedRetirement = readObject('local', STORAGE_KEYS.retirement);

  const lastVisit = readString('local', STORAGE_KEYS.lastVisitDate);
  const validLastVisit = lastVisit !== undefined && isReturnVisit(lastVisit, now + 1);
  if (!validLastVisit)
    writeString('local', STORAGE_KEYS.lastVisitDate, new Date(now).toISOString());

  const profileSegment =
    typeof profile.segment === 'string' && SEGMENT.test(profile.segment)
      ? profile.segment
      : undefined;

  return {
    site: resolveSite(location, {
      companyId: storedCompanyId(storedRetirement) ?? '',
      language: profile.language,
      browserLanguages,
    }),
    isEnroll: enrollFromQuery(query),
    segment: segmentFromQuery(query.get('s')) ?? profileSegment ?? DEFAULT_SEGMENT,
    uid: uidFromQuery(query.get('uid')),
    isReturnVisit: validLastVisit && isReturnVisit(lastVisit, now),
    storedRetirement,
    storedFlagOverrides: readObject('local', STORAGE_KEYS.flagOverrides),
  };
}
