import { describe, expect, it } from 'vitest';
import { initialCalculatorState, UNREADABLE } from './calculator-slice';
import { searchWithoutScenario, shareFragment, sharedScenario } from './share-link';

/** A form with nothing typed: every field empty but the defaults (retire at 67, Social Security at 67). */
const EMPTY_FORM = initialCalculatorState.values;

const values = {
  ...EMPTY_FORM,
  currentAge: 30,
  retirementAge: 65,
  currentSavings: 25_000,
  pretaxSalary: 85_000,
  contributionPercentage: 6,
  employerMatchingContributionPercentage: 100,
  employerMatchingUpToContributionPercentageOfSalary: 4,
  additionalMatchTiers: [{ rate: 50, upTo: 6 }],
  claimingAge: 70,
  socialSecurityBenefit: 2_100,
};

describe('shareable link', () => {
  it('round-trips the inputs through a versioned fragment', () => {
    const fragment = shareFragment(values);
    expect(fragment).toBe(
      'v=1&age=30&retire=65&savings=25000&salary=85000&contribution=6&match=100&matchUpTo=4&ssAge=70&ssBenefit=2100&tiers=50%3A6',
    );
    expect(sharedScenario({ search: '', hash: `#${fragment}` })).toEqual(values);
  });

  it('still opens a link made before the fragment, and drops its figures from the query', () => {
    const old =
      '?age=30&retire=65&savings=25000&salary=85000&contribution=6&match=50&matchUpTo=6&uid=qa';
    expect(sharedScenario({ search: old, hash: '' })).toEqual({
      ...EMPTY_FORM,
      currentAge: 30,
      retirementAge: 65,
      currentSavings: 25_000,
      pretaxSalary: 85_000,
      contributionPercentage: 6,
      employerMatchingContributionPercentage: 50,
      employerMatchingUpToContributionPercentageOfSalary: 6,
    });
    expect(searchWithoutScenario(old)).toBe('?uid=qa');
  });

  it('ignores a fragment of another version', () => {
    expect(sharedScenario({ search: '', hash: '#v=9&age=30' })).toBeUndefined();
  });

  it('treats the link as untrusted: only plain digits of sane length count', () => {
    const parsed = sharedScenario({
      search: '',
      hash: '#v=1&age=-3&savings=1e9&salary=%3Cscript%3E&contribution=6.5&match=9999999999999&matchUpTo=06&tiers=x:1,50:6,1:2',
    });
    // Anything else is unreadable (NaN): empty on screen, and the form says so at once.
    expect(parsed).toEqual({
      ...EMPTY_FORM,
      currentAge: UNREADABLE,
      currentSavings: UNREADABLE,
      pretaxSalary: UNREADABLE,
      contributionPercentage: UNREADABLE,
      employerMatchingContributionPercentage: UNREADABLE,
      employerMatchingUpToContributionPercentageOfSalary: 6,
      additionalMatchTiers: [
        { rate: UNREADABLE, upTo: 1 },
        { rate: 50, upTo: 6 },
      ],
    });
  });

  it('keeps an unreadable field in the link, empty, so it reads back as unreadable', () => {
    const values = {
      ...EMPTY_FORM,
      currentAge: 30,
      pretaxSalary: UNREADABLE,
      additionalMatchTiers: [{ rate: 50, upTo: UNREADABLE }],
    };
    const fragment = shareFragment(values);
    expect(fragment).toBe('v=1&age=30&retire=67&salary=&ssAge=67&tiers=50%3A');
    expect(sharedScenario({ search: '', hash: `#${fragment}` })).toEqual(values);
  });

  it('is empty until the participant types one of their own figures', () => {
    expect(shareFragment(EMPTY_FORM)).toBe('');
    expect(
      shareFragment({
        ...EMPTY_FORM,
        employerMatchingContributionPercentage: 100,
        employerMatchingUpToContributionPercentageOfSalary: 4,
      }),
    ).toBe('');
    expect(shareFragment({ ...EMPTY_FORM, currentAge: 30 })).toBe('v=1&age=30&retire=67&ssAge=67');
    // Savings alone are the participant's own figure too: a copied link must keep them.
    expect(shareFragment({ ...EMPTY_FORM, currentSavings: 25_000 })).toBe(
      'v=1&retire=67&savings=25000&ssAge=67',
    );
  });

  it('carries nothing when no calculator parameter is present', () => {
    expect(sharedScenario({ search: '?uid=qa&s=g', hash: '' })).toBeUndefined();
  });
});
