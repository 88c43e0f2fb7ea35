import { describe, expect, it } from 'vitest';
import { initialCalculatorState } from './calculator-slice';
import { describePlan, planDefaults, usesPlan } from './plan-formula';
import { testIntl } from '@/testing/intl';

const HARBOR_PINE = {
  tiers: [
    { rate: 100, upTo: 4 },
    { rate: 50, upTo: 6 },
  ],
};

describe('the plan formula', () => {
  it('names each further tier by its own band of pay, not its cumulative limit', () => {
    // Tiers are cumulative: { 50, upTo 6 } after 4% is "50% of the next 2%" (6 - 4).
    expect(describePlan(HARBOR_PINE, testIntl())).toBe(
      'a match of 100% of the first 4% and 50% of the next 2% of your pay',
    );
    expect(describePlan({ ...HARBOR_PINE, nonelectivePercentage: 3 }, testIntl('es-US'))).toBe(
      'una aportación equivalente del 100% del primer 4% y 50% del 2% siguiente de su sueldo, ' +
        'más el 3% de su sueldo sin importar cuánto ahorre',
    );
  });

  it('stops calling the match the plan’s once any part of it is changed', () => {
    const defaults = planDefaults({ tiers: [{ rate: 50, upTo: 6 }], nonelectivePercentage: 3 });
    const values = { ...initialCalculatorState.values, ...defaults };
    expect(usesPlan(values, defaults)).toBe(true);
    expect(usesPlan({ ...values, nonelectivePercentage: 4 }, defaults)).toBe(false);
    expect(usesPlan({ ...values, employerMatchingContributionPercentage: 100 }, defaults)).toBe(
      false,
    );
  });
});
