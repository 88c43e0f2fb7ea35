import { describe, expect, it } from 'vitest';
import { initialCalculatorState, UNREADABLE, type CalculatorValues } from './calculator-slice';
import {
  CALCULATOR_MESSAGES,
  isBelowMinimum,
  isComplete,
  MISSING_MESSAGE,
  TIER_UP_TO_MESSAGE,
  validateCalculatorValues,
} from './validation';

const valid: CalculatorValues = {
  ...initialCalculatorState.values,
  currentAge: 30,
  retirementAge: 67,
  currentSavings: 0,
  pretaxSalary: 1_000,
  contributionPercentage: 0,
  employerMatchingContributionPercentage: 0,
  employerMatchingUpToContributionPercentageOfSalary: 0,
};

describe('calculator validation (SPEC.md section 5)', () => {
  it('accepts the bounds themselves', () => {
    expect(validateCalculatorValues(valid)).toEqual({});
    expect(
      isComplete({
        ...valid,
        currentAge: 66,
        retirementAge: 66,
        currentSavings: 100_000_000,
        pretaxSalary: 10_000_000,
        contributionPercentage: 99,
      }),
    ).toBe(true);
    expect(isComplete({ ...valid, currentAge: 16, retirementAge: 87 })).toBe(true);
  });

  it.each([
    [{ currentAge: 15 }, 'currentAge', 'Enter an age between 16 and 66.'],
    [{ currentAge: 67 }, 'currentAge', 'Enter an age between 16 and 66.'],
    [
      { retirementAge: 29 },
      'retirementAge',
      'Enter a retirement age from the current age up to 87.',
    ],
    [
      { retirementAge: 88 },
      'retirementAge',
      'Enter a retirement age from the current age up to 87.',
    ],
    [{ currentSavings: 100_000_001 }, 'currentSavings', 'Enter current savings from $0 to $100M.'],
    [{ pretaxSalary: 999 }, 'pretaxSalary', 'Enter a pretax salary from $1k to $10M.'],
    [{ pretaxSalary: 10_000_001 }, 'pretaxSalary', 'Enter a pretax salary from $1k to $10M.'],
    [
      { contributionPercentage: 100 },
      'contributionPercentage',
      'Enter a contribution from 0% to 99%.',
    ],
    [{ pretaxSalary: null }, 'pretaxSalary', MISSING_MESSAGE],
    [
      { employerMatchingContributionPercentage: 201 },
      'employerMatchingContributionPercentage',
      'Enter an employer match from 0% to 200%.',
    ],
    [
      { nonelectivePercentage: 26 },
      'nonelectivePercentage',
      'Enter an employer contribution from 0% to 25% of salary, or leave it empty.',
    ],
    [{ claimingAge: 61 }, 'claimingAge', 'Enter a Social Security starting age from 62 to 70.'],
    [{ claimingAge: 71 }, 'claimingAge', 'Enter a Social Security starting age from 62 to 70.'],
    [{ claimingAge: null }, 'claimingAge', MISSING_MESSAGE],
    [
      { socialSecurityBenefit: 10_001 },
      'socialSecurityBenefit',
      'Enter a monthly benefit from $0 to $10,000, or leave it empty.',
    ],
  ] as const)('%o -> %s: %s', (change, field, message) => {
    expect(validateCalculatorValues({ ...valid, ...change })).toEqual({ [field]: message });
  });

  it('gives an unreadable field its own message, and only that field', () => {
    // A link's `age=abc` and a tier limit cut off: the fields after them are judged as usual.
    expect(
      validateCalculatorValues({
        ...valid,
        currentAge: UNREADABLE,
        socialSecurityBenefit: UNREADABLE,
        employerMatchingUpToContributionPercentageOfSalary: UNREADABLE,
        additionalMatchTiers: [{ rate: 50, upTo: 6 }],
      }),
    ).toEqual({
      currentAge: CALCULATOR_MESSAGES.currentAge,
      socialSecurityBenefit: CALCULATOR_MESSAGES.socialSecurityBenefit,
      employerMatchingUpToContributionPercentageOfSalary:
        CALCULATOR_MESSAGES.employerMatchingUpToContributionPercentageOfSalary,
    });
  });

  it('leaves the optional plan fields empty without a message', () => {
    expect(
      validateCalculatorValues({
        ...valid,
        nonelectivePercentage: null,
        socialSecurityBenefit: null,
      }),
    ).toEqual({});
    expect(
      isComplete({
        ...valid,
        claimingAge: 62,
        nonelectivePercentage: 25,
        socialSecurityBenefit: 10_000,
      }),
    ).toBe(true);
  });

  it('wants each further tier complete and reaching past the tier before it', () => {
    const tiered = { ...valid, employerMatchingUpToContributionPercentageOfSalary: 4 };
    expect(
      validateCalculatorValues({
        ...tiered,
        additionalMatchTiers: [
          { rate: 50, upTo: 6 },
          { rate: 25, upTo: 8 },
        ],
      }),
    ).toEqual({});
    expect(
      validateCalculatorValues({
        ...tiered,
        additionalMatchTiers: [
          { rate: null, upTo: 4 },
          { rate: 201, upTo: 3 },
        ],
      }),
    ).toEqual({
      tier2Rate: MISSING_MESSAGE,
      tier2UpTo: TIER_UP_TO_MESSAGE,
      tier3Rate: 'Enter an employer match from 0% to 200%.',
      tier3UpTo: TIER_UP_TO_MESSAGE,
    });
  });

  it('tells a value under its lower bound, which more digits could still bring in range', () => {
    expect(isBelowMinimum({ ...valid, pretaxSalary: 850 }, 'pretaxSalary')).toBe(true);
    expect(isBelowMinimum({ ...valid, pretaxSalary: 1_000 }, 'pretaxSalary')).toBe(false);
    // Over the maximum no digit helps; empty and unreadable fields have messages of their own.
    expect(isBelowMinimum({ ...valid, currentAge: 70 }, 'currentAge')).toBe(false);
    expect(isBelowMinimum({ ...valid, currentAge: null }, 'currentAge')).toBe(false);
    expect(isBelowMinimum({ ...valid, currentAge: UNREADABLE }, 'currentAge')).toBe(false);
    // The retirement age starts at the current age.
    expect(isBelowMinimum({ ...valid, currentAge: 30, retirementAge: 6 }, 'retirementAge')).toBe(
      true,
    );
    // A tier's limit must pass the last limit before it: tier 3 after an empty tier 2 limit
    // leans on tier 1's.
    const tiered = {
      ...valid,
      employerMatchingUpToContributionPercentageOfSalary: 4,
      additionalMatchTiers: [
        { rate: 50, upTo: null },
        { rate: 25, upTo: 4 },
      ],
    };
    expect(isBelowMinimum(tiered, 'tier3UpTo')).toBe(true);
    expect(isBelowMinimum(tiered, 'tier2Rate')).toBe(false);
  });
});
