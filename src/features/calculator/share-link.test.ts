import { describe, expect, it } from 'vitest';
import { initialCalculatorState } from './calculator-slice';
import { searchParamsFromValues, valuesFromSearchParams } from './share-link';

/** A form with nothing typed: every field empty but the default retirement age (67). */
const EMPTY_FORM = initialCalculatorState.values;

describe('shareable link', () => {
  it('round-trips the inputs', () => {
    const values = {
      currentAge: 30,
      retirementAge: 65,
      currentSavings: 25_000,
      pretaxSalary: 85_000,
      contributionPercentage: 6,
      employerMatchingContributionPercentage: 50,
      employerMatchingUpToContributionPercentageOfSalary: 6,
    };
    const query = searchParamsFromValues(values).toString();
    expect(query).toBe(
      'age=30&retire=65&savings=25000&salary=85000&contribution=6&match=50&matchUpTo=6',
    );
    expect(valuesFromSearchParams(new URLSearchParams(query))).toEqual(values);
  });

  it('treats the query as untrusted: only plain digits of sane length count', () => {
    const values = valuesFromSearchParams(
      new URLSearchParams(
        'age=-3&savings=1e9&salary=%3Cscript%3E&contribution=6.5&match=9999999999999&matchUpTo=06',
      ),
    );
    expect(values).toEqual({
      ...EMPTY_FORM,
      employerMatchingUpToContributionPercentageOfSalary: 6,
    });
  });

  it('is empty for a form with nothing typed, and keeps the default age once anything is', () => {
    expect(searchParamsFromValues(EMPTY_FORM).toString()).toBe('');
    expect(searchParamsFromValues({ ...EMPTY_FORM, currentAge: 30 }).toString()).toBe(
      'age=30&retire=67',
    );
    expect(searchParamsFromValues({ ...EMPTY_FORM, retirementAge: 70 }).toString()).toBe(
      'retire=70',
    );
  });

  it('carries nothing when no calculator parameter is present', () => {
    expect(valuesFromSearchParams(new URLSearchParams('uid=qa&s=g'))).toBeUndefined();
  });
});
