import { describe, expect, it } from 'vitest';
import { markets } from '../model/monte-carlo';
import type { RetirementInput } from '../model/retirement-model';
import { runChance } from './run-chance';

const plan: RetirementInput = {
  currentAge: 40,
  retirementAge: 67,
  currentSavings: 50_000,
  pretaxSalary: 80_000,
  contributionPercentage: 6,
  matchTiers: [{ rate: 50, upTo: 6 }],
};
const world = markets(1_000);

describe('one simulation request', () => {
  it('answers today’s plan with its band and both what-ifs, timing each', async () => {
    const response = await runChance({ id: 7, plan, autoIncrease: 2 }, world, () =>
      Promise.resolve(true),
    );
    expect(response?.id).toBe(7);
    expect(response?.results.today.band).toHaveLength(28);
    expect(response?.results.plusOne.band).toEqual([]);
    expect(response?.results.plusOneThenAuto?.chance).toBeGreaterThanOrEqual(
      response?.results.plusOne.chance ?? 1,
    );
    expect(Object.keys(response?.timings ?? {})).toEqual(['today', 'plusOne', 'plusOneThenAuto']);
  });

  it('has no auto-increase what-if where it would raise nothing', async () => {
    const response = await runChance(
      { id: 1, plan: { ...plan, contributionPercentage: 20 }, autoIncrease: 2 },
      world,
      () => Promise.resolve(true),
    );
    expect(response?.results.plusOneThenAuto).toBeUndefined();
  });

  it('drops a run that a newer request has outdated', async () => {
    let checks = 0;
    const response = await runChance({ id: 1, plan, autoIncrease: 2 }, world, () => {
      checks += 1;
      return Promise.resolve(checks < 2);
    });
    expect(response).toBeUndefined();
    expect(checks).toBe(2);
  });
});
