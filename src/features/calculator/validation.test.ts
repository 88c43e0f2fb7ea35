import { describe, expect, it } from 'vitest';
import type { CalculatorValues } from './calculator-slice';
import { isComplete, MISSING_MESSAGE, validateCalculatorValues } from './validation';

const valid: CalculatorValues = {
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
  ] as const)('%o -> %s: %s', (change, field, message) => {
    expect(validateCalculatorValues({ ...valid, ...change })).toEqual({ [field]: message });
  });
});
