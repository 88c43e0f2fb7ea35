import { describe, expect, it } from 'vitest';
import { markets, simulate } from './monte-carlo';
import { projectRetirement, type RetirementInput } from './retirement-model';

const plan: RetirementInput = {
  currentAge: 40,
  retirementAge: 67,
  currentSavings: 50_000,
  pretaxSalary: 80_000,
  contributionPercentage: 6,
  matchTiers: [
    { rate: 100, upTo: 4 },
    { rate: 50, upTo: 6 },
  ],
};

// One set of markets for every test, as the worker keeps one for every scenario.
const world = markets();

describe('chance of success (DESIGN.md section 6, Monte Carlo)', () => {
  it('gives the same chance for the same inputs, every time', () => {
    const first = simulate(plan, world).chance;
    expect(simulate(plan, world).chance).toBe(first);
    expect(simulate(plan, markets()).chance).toBe(first);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(1);
  });

  it('never falls when the participant contributes more', () => {
    let previous = -1;
    for (const contributionPercentage of [0, 2, 4, 6, 8, 10, 15, 20]) {
      const chance = simulate({ ...plan, contributionPercentage }, world).chance;
      expect(chance).toBeGreaterThanOrEqual(previous);
      previous = chance;
    }
    expect(previous).toBeGreaterThan(simulate(plan, world).chance);
  });

  it('is at least 99% with a very large balance', () => {
    expect(simulate({ ...plan, currentSavings: 20_000_000 }, world).chance).toBeGreaterThanOrEqual(
      0.99,
    );
  });

  it('is 0% with no savings, no contribution and a gap to fill', () => {
    const broke = { ...plan, currentSavings: 0, contributionPercentage: 0, matchTiers: [] };
    const outlook = projectRetirement(broke);
    expect(outlook.monthly.need).toBeGreaterThan(outlook.monthly.socialSecurity);
    expect(simulate(broke, world).chance).toBe(0);
  });

  it('is 100% when Social Security covers the need', () => {
    const covered = {
      ...plan,
      currentSavings: 0,
      contributionPercentage: 0,
      socialSecurityBenefit: 20_000,
    };
    expect(projectRetirement(covered).goal).toBe(0);
    expect(simulate(covered, world).chance).toBe(1);
  });

  it('puts the median balance at retirement within 3% of the steady 6% projection', () => {
    const { band } = simulate(plan, world, { band: true });
    const outlook = projectRetirement(plan);
    const atRetirement = band.at(-1);
    expect(atRetirement?.age).toBe(67);
    const deterministic = outlook.accumulation.balance / outlook.deflator;
    expect(Math.abs((atRetirement?.p50 ?? 0) / deterministic - 1)).toBeLessThan(0.03);
    // The band widens with time and holds the median.
    expect(band[0]?.p10).toBeCloseTo(band[0]?.p90 ?? 0, 6);
    expect(atRetirement?.p10).toBeLessThan(atRetirement?.p50 ?? 0);
    expect(atRetirement?.p90).toBeGreaterThan(atRetirement?.p50 ?? 0);
  });
});
