/**
 * The one place that touches Web Storage. Storage can be full, disabled or hold anything a
 * previous version (or another app on the origin) wrote: nothing here ever throws, and a
 * value that is not a JSON object reads as an empty object.
 */
export const STORAGE_KEYS = {
  userProfile: 'userProfile',
  retirement: 'retirement',
  lastVisitDate: 'lastVisitDate',
  visitorId: 'retirewellVisitorId',
  /** QA flag overrides for this browser. */
  flagOverrides: 'retirewellFlagOverrides',
  /**
   * The sponsors whose enrolment link (`e=1`) the participant followed: every tab's, so a new
   * tab at one sponsor does not end another's enrolment.
   */
  enrollingSponsors: 'retirewellEnrollingSponsors',
  /** The action plan's next steps marked as done: kept across visits, like the answers. */
  planProgress: 'retirewellPlanProgress',
  /** Session storage: the store's client state for this tab. */
  reduxStore: 'redux-store',
} as const;

type Area = 'local' | 'session';

function area(which: Area): Storage | undefined {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readString(which: Area, key: string): string | undefined {
  try {
    return area(which)?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Whether the value was stored. */
export function writeString(which: Area, key: string, value: string): boolean {
  const storage = area(which);
  try {
    storage?.setItem(key, value);
    return storage !== undefined;
  } catch {
    // Quota exceeded or storage disabled: the app keeps working from memory.
    return false;
  }
}

export function readObject(which: Area, key: string): Record<string, unknown> {
  return parseObject(readString(which, key));
}

/** A stored value as read (or as a storage event carries it): an object, or else empty. */
export function parseObject(raw: string | null | undefined): Record<string, unknown> {
  if (raw === undefined || raw === null) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

export function writeObject(which: Area, key: string, value: object): boolean {
  return writeString(which, key, JSON.stringify(value));
}
