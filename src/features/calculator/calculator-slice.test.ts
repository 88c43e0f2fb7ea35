import { describe, expect, it } from 'vitest';
import {
  calculatorCleared,
  calculatorReducer,
  calculatorValuesChanged,
  initialCalculatorState,
  projectionSucceeded,
  projectionUpdated,
  restoreCalculator,
  type Projection,
} from './calculator-slice';

const projection: Projection = {
  contributionPercentage: 6,
  annualNeedAtRetirement: 100,
  goal: 1_000,
  prevRetirementBalance: 400,
  retirementBalance: 500,
  retirementAge: 67,
};

describe('calculator slice', () => {
  it('starts with retirement age 67, an increase of 1 and no projection', () => {
    expect(initialCalculatorState.values.retirementAge).toBe(67);
    expect(initialCalculatorState.contributionPercentageIncrease).toBe(1);
    expect(initialCalculatorState.projection).toBeNull();
  });

  it('clear resets everything to the defaults', () => {
    let state = calculatorReducer(undefined, calculatorValuesChanged({ currentAge: 40 }));
    state = calculatorReducer(state, projectionUpdated({ contributionPercentage: 9, projection }));
    expect(calculatorReducer(state, calculatorCleared())).toEqual(initialCalculatorState);
  });

  it('a projection update replaces the contribution percentage and the projection', () => {
    const state = calculatorReducer(
      calculatorReducer(undefined, calculatorValuesChanged({ contributionPercentage: 5 })),
      projectionUpdated({ contributionPercentage: 8, projection }),
    );
    expect(state.values.contributionPercentage).toBe(8);
    expect(state.projection).toEqual(projection);
  });

  it('a success sets prevRetirementBalance to 0 on both projections', () => {
    const state = calculatorReducer(
      undefined,
      projectionSucceeded({
        projection,
        projectionWithContributionPercentageIncrease: { ...projection, retirementBalance: 600 },
      }),
    );
    expect(state.projection?.prevRetirementBalance).toBe(0);
    expect(state.projectionWithContributionPercentageIncrease).toMatchObject({
      prevRetirementBalance: 0,
      retirementBalance: 600,
    });
  });

  it('restores stored inputs only, and empties fields that do not parse', () => {
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
        projection,
      }),
    ).toEqual({
      ...initialCalculatorState,
      values: {
        currentAge: 30,
        retirementAge: null,
        currentSavings: null,
        pretaxSalary: 85_000,
        contributionPercentage: null,
        employerMatchingContributionPercentage: 50,
        employerMatchingUpToContributionPercentageOfSalary: 6,
      },
    });
    for (const garbage of [undefined, null, 'x', [], { values: 'no' }]) {
      expect(restoreCalculator(garbage)).toBeUndefined();
    }
  });
});
