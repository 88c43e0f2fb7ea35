import { describe, expect, it } from 'vitest';
import { parseEnrollingCompanyIds, withEnrolment } from './enrolment-slice';

describe('the enrolling sponsors', () => {
  it('adds a sponsor once, newest last, and ends only the one opened with e=0', () => {
    const both = withEnrolment(withEnrolment([], 'lumenhealth', true), 'harborpine', true);
    expect(both).toEqual(['lumenhealth', 'harborpine']);
    expect(withEnrolment(both, 'lumenhealth', true)).toEqual(['harborpine', 'lumenhealth']);
    expect(withEnrolment(both, 'lumenhealth', false)).toEqual(['harborpine']);
    expect(withEnrolment(both, 'generic', false)).toEqual(both);
  });

  it('keeps a bounded number, dropping the oldest', () => {
    const many = Array.from({ length: 25 }, (_, i) => `sponsor-${String(i)}`);
    const kept = many.reduce<string[]>((ids, id) => withEnrolment(ids, id, true), []);
    expect(kept).toHaveLength(20);
    expect(kept.at(-1)).toBe('sponsor-24');
    expect(kept).not.toContain('sponsor-0');
  });

  it('reads the stored list, drops entries that are not company ids, and rejects other shapes', () => {
    expect(parseEnrollingCompanyIds({ companyIds: ['lumenhealth', 'harborpine'] })).toEqual([
      'lumenhealth',
      'harborpine',
    ]);
    expect(
      parseEnrollingCompanyIds({
        companyIds: ['lumenhealth', 42, null, '<img>', 'LumenHealth', 'retirement', 'lumenhealth'],
      }),
    ).toEqual(['lumenhealth']);
    expect(parseEnrollingCompanyIds({})).toBeUndefined();
    expect(parseEnrollingCompanyIds({ companyIds: 'lumenhealth' })).toBeUndefined();
    expect(parseEnrollingCompanyIds(null)).toBeUndefined();
  });
});
