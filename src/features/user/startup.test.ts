import { describe, expect, it } from 'vitest';
import {
  enrollFromQuery,
  isReturnVisit,
  readStartupSeed,
  segmentFromQuery,
  uidFromQuery,
} from './startup';

function at(url: string) {
  return new URL(url) as unknown as Location;
}

describe('start-up seeding', () => {
  it('lowercases s, and maps the elk value to the owl value only when the default is owl', () => {
    expect(segmentFromQuery('K')).toBe('k');
    expect(segmentFromQuery('s', 'g')).toBe('s');
    expect(segmentFromQuery('S', 'j')).toBe('j');
    expect(segmentFromQuery('<img>')).toBeUndefined();
    expect(segmentFromQuery(null)).toBeUndefined();
  });

  it('reads e and uid as bounded, allow-listed values', () => {
    const enroll = (search: string) => enrollFromQuery(new URLSearchParams(search));
    expect(enroll('?e=true')).toBe(true);
    expect(enroll('?e=0')).toBe(false);
    expect(enroll('?s=k')).toBeUndefined();
    // A link with an empty e (a template whose value was left out) says nothing: a participant
    // who is enrolling stays so, rather than losing the enrollment path.
    expect(enroll('?e=')).toBeUndefined();
    expect(enroll('?e=%20')).toBeUndefined();
    expect(uidFromQuery('qa')).toBe('qa');
    expect(uidFromQuery('"><script>')).toBeNull();
    expect(uidFromQuery('x'.repeat(65))).toBeNull();
  });

  it('is a return visit when the stored last-visit date is before now', () => {
    const now = Date.parse('2026-11-21T12:00:00Z');
    expect(isReturnVisit('2026-11-01T00:00:00Z', now)).toBe(true);
    expect(isReturnVisit(undefined, now)).toBe(false);
    expect(isReturnVisit('garbage', now)).toBe(false);
  });

  it('stores lastVisitDate when absent and defaults language en-US and segment g', () => {
    const now = Date.parse('2026-11-21T12:00:00Z');
    const seed = readStartupSeed(at('http://localhost/retirement?uid=qa&e=1'), { now });
    expect(seed).toMatchObject({
      site: { language: 'en-US', companyId: 'generic', siteVariant: 'retirewell' },
      segment: 'g',
      uid: 'qa',
      isEnroll: true,
      isReturnVisit: false,
    });
    expect(window.localStorage.getItem('lastVisitDate')).toBe('2026-11-21T12:00:00.000Z');
    expect(readStartupSeed(at('http://localhost/'), { now: now + 60_000 }).isReturnVisit).toBe(
      true,
    );
  });

  it('takes the segment from the saved profile, and s over the profile', () => {
    window.localStorage.setItem('userProfile', JSON.stringify({ language: 'en-US', segment: 'k' }));
    expect(readStartupSeed(at('http://localhost/')).segment).toBe('k');
    expect(readStartupSeed(at('http://localhost/?s=O')).segment).toBe('o');
  });

  it('resolves the company of a stored-company page from the saved retirement data', () => {
    window.localStorage.setItem(
      'retirement',
      JSON.stringify({ company: { config: { companyId: 'lumenhealth' } } }),
    );
    expect(readStartupSeed(at('http://localhost/retirement/privacy')).site.companyId).toBe(
      'lumenhealth',
    );
    expect(readStartupSeed(at('http://localhost/harborpine/calculator')).site.companyId).toBe(
      'harborpine',
    );
  });
});
