import { describe, expect, it } from 'vitest';
import {
  calculatorCleared,
  calculatorReducer,
  calculatorValuesChanged,
  initialCalculatorState,
  restoreCalculator,
  UNREADABLE,
} from './calculator-slice';

describe('calculator slice', () => {
  it('changes only the fields edited, keeping what the participant typed in the others', () => {
    let state = calculatorReducer(undefined, calculatorValuesChanged({ currentAge: 40 }));
    state = calculatorReducer(state, calculatorValuesChanged({ pretaxSalary: 80_000 }));
    expect(state.values).toMatchObject({ currentAge: 40, pretaxSalary: 80_000, retirementAge: 67 });
  });

  it('restores the fragment written for the stored inputs', () => {
    const { values } = initialCalculatorState;
    expect(restoreCalculator({ values, writtenFragment: 'age=40' })?.writtenFragment).toBe(
      'age=40',
    );
  });

  it('starts with retirement age 67 and an increase of 1', () => {
    expect(initialCalculatorState.values.retirementAge).toBe(67);
    expect(initialCalculatorState.contributionPercentageIncrease).toBe(1);
  });

  it('clear resets everything to the defaults', () => {
    let state = calculatorReducer(undefined, calculatorValuesChanged({ currentAge: 40 }));
    state = calculatorReducer(state, calculatorValuesChanged({ contributionPercentage: 9 }));
    expect(calculatorReducer(state, calculatorCleared())).toEqual(initialCalculatorState);
  });

  it('restores stored inputs only, and marks fields that do not parse as unreadable', () => {
    expect(
      restoreCalculator({
        values: {
          currentAge: 30,
          retirementAge: 'sixty',
          currentSavings: -5,
          pretaxSalary: 85_000,
          contributionPercentage: null,
          employerMatchingContributionPercentage: 50,
          employerMatchingUpToContributionPercentageOfSalary: 6,
        },
        projection: { retirementBalance: 1 },
      }),
    ).toEqual({
      ...initialCalculatorState,
      values: {
        ...initialCalculatorState.values,
        currentAge: 30,
        // Empty on screen, with the field's message at once.
        retirementAge: UNREADABLE,
        currentSavings: UNREADABLE,
        pretaxSalary: 85_000,
        contributionPercentage: null,
        employerMatchingContributionPercentage: 50,
        employerMatchingUpToContributionPercentageOfSalary: 6,
        // Stored before the plan fields existed: the defaults, not empty fields to complain about.
        claimingAge: 67,
      },
    });
    for (const garbage of [undefined, null, 'x', [], { values: 'no' }]) {
      expect(restoreCalculator(garbage)).toBeUndefined();
    }
  });
});
