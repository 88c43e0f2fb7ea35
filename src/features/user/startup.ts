import {
  ANIMAL_SEGMENT,
  DEFAULT_LANGUAGE,
  DEFAULT_SEGMENT,
  type SiteVariant,
} from '@/config/constants';
import { readObject, readString, STORAGE_KEYS, writeString } from '@/lib/storage';
import type { StartupSeed } from './user-slice';

/** DESIGN.md section 1: MyRetirement when the hostname says so, RetireWell otherwise. */
export function siteVariantFor(hostname: string): SiteVariant {
  return hostname.toLowerCase().includes('myretirement') ? 'myretirement' : 'retirewell';
}

const SEGMENT = /^[a-z0-9-]{1,32}$/;
const UID = /^[A-Za-z0-9_-]{1,64}$/;
const LANGUAGE = /^[a-z]{2,3}-[A-Z]{2}$/;

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

export function enrollFromQuery(raw: string | null): boolean | undefined {
  if (raw === null) return undefined;
  return ['1', 'true', 'y', 'yes'].includes(raw.trim().toLowerCase());
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

/** Reads the page and storage once at start-up. Stores lastVisitDate when absent. */
export function readStartupSeed(location: Location, now = Date.now()): StartupSeed {
  const query = new URLSearchParams(location.search);
  const profile = readObject('local', STORAGE_KEYS.userProfile);

  const lastVisit = readString('local', STORAGE_KEYS.lastVisitDate);
  const validLastVisit = lastVisit !== undefined && isReturnVisit(lastVisit, now + 1);
  if (!validLastVisit)
    writeString('local', STORAGE_KEYS.lastVisitDate, new Date(now).toISOString());

  const profileSegment =
    typeof profile.segment === 'string' && SEGMENT.test(profile.segment)
      ? profile.segment
      : undefined;
  const profileLanguage =
    typeof profile.language === 'string' && LANGUAGE.test(profile.language)
      ? profile.language
      : undefined;

  return {
    siteVariant: siteVariantFor(location.hostname),
    isEnroll: enrollFromQuery(query.get('e')),
    language: profileLanguage ?? DEFAULT_LANGUAGE,
    segment: segmentFromQuery(query.get('s')) ?? profileSegment ?? DEFAULT_SEGMENT,
    uid: uidFromQuery(query.get('uid')),
    isReturnVisit: validLastVisit && isReturnVisit(lastVisit, now),
    storedRetirement: readObject('local', STORAGE_KEYS.retirement),
    storedFlagOverrides: readObject('local', STORAGE_KEYS.flagOverrides),
  };
}
