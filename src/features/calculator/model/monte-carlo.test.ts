import { describe, expect, it } from 'vitest';
import { markets, simulate, type Markets } from './monte-carlo';
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

  it('withdraws the gap at the start of each year, grown with inflation, until 95', () => {
    // A 57-year-old retiring at 67 who saves nothing more, in one market that stands still for
    // the 10 working years and then grows a steady 6% for the 28 retired ones. The balance at 67 is
    // the savings; the first withdrawal is the gap in future dollars (gap x 1.025^10), and the
    // later ones grow 2.5% a year. They last to 95 exactly when the savings reach the goal (the
    // gap's annuity-due at the real return) in future dollars: goal x 1.025^10.
    const saver = { ...plan, currentAge: 57, contributionPercentage: 0, matchTiers: [] };
    const working = 10;
    const retired = 28;
    const growth = new Float64Array(working + retired).fill(1).fill(1.06, working);
    const steady: Markets = { growth, paths: 1, years: working + retired, annualReturn: 0.06 };
    const { goal, deflator } = projectRetirement(saver);
    expect(deflator).toBeCloseTo(1.025 ** 10, 12);
    const withSavings = (share: number) => ({ ...saver, currentSavings: goal * deflator * share });
    expect(simulate(withSavings(1.001), steady).chance).toBe(1);
    expect(simulate(withSavings(0.999), steady).chance).toBe(0);
  });

  it('shows the 10th, 50th and 90th percentile balance in today’s dollars', () => {
    // 11 paths, path i growing 1 + i% every year: at 67 the 1,000 saved at 66 is 1,000 to 1,100.
    // The 10th percentile is the second lowest path (1,010), the median the sixth (1,050), the
    // 90th the tenth (1,090), each over one year of inflation (1.025) in today's dollars.
    const paths = 11;
    const years = 1 + 28;
    const growth = new Float64Array(paths * years);
    for (let path = 0; path < paths; path += 1) {
      growth.fill(1 + path / 100, path * years, (path + 1) * years);
    }
    const spread: Markets = { growth, paths, years, annualReturn: 0.06 };
    const oneYear = {
      ...plan,
      currentAge: 66,
      currentSavings: 1_000,
      contributionPercentage: 0,
      matchTiers: [],
    };
    const { band } = simulate(oneYear, spread, { band: true });
    expect(band[0]).toEqual({ age: 66, p10: 1_000, p50: 1_000, p90: 1_000 });
    expect(band[1]?.age).toBe(67);
    expect(band[1]?.p10).toBeCloseTo(1_010 / 1.025, 8);
    expect(band[1]?.p50).toBeCloseTo(1_050 / 1.025, 8);
    expect(band[1]?.p90).toBeCloseTo(1_090 / 1.025, 8);
  });
});
