import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { modelInput } from '../model/projection-input';
import { chanceRequestSchema } from './chance-protocol';

const plan = modelInput({
  currentAge: 40,
  retirementAge: 67,
  currentSavings: 50_000,
  pretaxSalary: 80_000,
  contributionPercentage: 6,
  employerMatchingContributionPercentage: 100,
  employerMatchingUpToContributionPercentageOfSalary: 4,
  claimingAge: 67,
});

describe('the worker’s requests', () => {
  it('reads a request the page sends as it is', () => {
    const request = { id: 3, plan, autoIncrease: 2 };
    expect(v.parse(chanceRequestSchema, request)).toEqual(request);
  });

  it('refuses a request in another shape, as a page from another deploy may send', () => {
    expect(v.safeParse(chanceRequestSchema, { id: 3, plan: { age: 40 } }).success).toBe(false);
    expect(v.safeParse(chanceRequestSchema, { id: '3', plan, autoIncrease: 2 }).success).toBe(
      false,
    );
  });
});
