/**
 * The chance of success (DESIGN.md section 6, Monte Carlo): the retirement model's own
 * accumulation and outlook, run through simulated markets. Pure: the worker calls it, and so can
 * a test, with the same results.
 */
import {
  DEFAULT_ASSUMPTIONS,
  projectRetirement,
  yearlyAdditions,
  type Assumptions,
  type RetirementInput,
} from './retirement-model';

export const SIMULATION = {
  paths: 10_000,
  /** Yearly ups and downs: the standard deviation of ln(1 + return). */
  volatility: 0.12,
  seed: 20_260_101,
  /** 16 to 95: the most years one path can need. */
  maxYears: 80,
} as const;

/** Mulberry32: a small, fast, seeded generator; the same seed gives the same markets. */
function mulberry32(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * The simulated markets: one standard normal draw per path and year (Box-Muller), row by path.
 * Drawn once, and every scenario on screen runs through the same ones, so a what-if differs from
 * today's plan by the change, not by noise.
 */
function drawMarkets(paths: number, years: number, seed: number): Float64Array {
  const random = mulberry32(seed);
  const draws = new Float64Array(paths * years);
  for (let i = 0; i < draws.length; i += 2) {
    const u = 1 - random();
    const v = random();
    const radius = Math.sqrt(-2 * Math.log(u));
    draws[i] = radius * Math.cos(2 * Math.PI * v);
    if (i + 1 < draws.length) draws[i + 1] = radius * Math.sin(2 * Math.PI * v);
  }
  return draws;
}

export interface Markets {
  /** Each path's yearly growth factors exp(ln(1 + return) + 0.12 Z), row by path. */
  growth: Float64Array;
  paths: number;
  years: number;
  /** The median return the factors were drawn around. */
  annualReturn: number;
}

export function markets(
  paths: number = SIMULATION.paths,
  seed: number = SIMULATION.seed,
  years: number = SIMULATION.maxYears,
  annualReturn: number = DEFAULT_ASSUMPTIONS.annualReturn,
): Markets {
  const growth = drawMarkets(paths, years, seed);
  const median = Math.log(1 + annualReturn);
  for (let i = 0; i < growth.length; i += 1) {
    growth[i] = Math.exp(median + SIMULATION.volatility * (growth[i] ?? 0));
  }
  return { growth, paths, years, annualReturn };
}

export interface BalanceBand {
  age: number;
  /** Today's dollars. */
  p10: number;
  p50: number;
  p90: number;
}

export interface Simulation {
  /** Share of paths whose savings last to the plan-to age, 0 to 1. */
  chance: number;
  /** Percentiles of the balance at each age, current age to retirement, today's dollars. */
  band: BalanceBand[];
}

function percentileOf(sorted: Float64Array, share: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.round(share * (sorted.length - 1))));
  return sorted[index] ?? 0;
}

/**
 * Runs `input` through every path: the model's yearly additions grown by exp(ln 1.06 + 0.12 Z),
 * then, from retirement, the gap Social Security leaves withdrawn at the start of each year
 * (today's dollars grown with inflation). A path succeeds when the savings never run out before
 * the plan-to age; with no gap, every path does.
 */
export function simulate(
  input: RetirementInput,
  world: Markets,
  options: { band?: boolean } = {},
  assumptions: Assumptions = DEFAULT_ASSUMPTIONS,
): Simulation {
  const { paths, growth, years } = world;
  if (world.annualReturn !== assumptions.annualReturn) {
    throw new Error('These markets were drawn around another return');
  }
  const outlook = projectRetirement(input, assumptions);
  const { additions } = yearlyAdditions(input, assumptions);
  const working = additions.length;
  const retired = Math.max(0, assumptions.planToAge - input.retirementAge);
  if (working + retired > years) throw new Error('Not enough simulated years for this plan');
  const gap = Math.max(0, 12 * (outlook.monthly.need - outlook.monthly.socialSecurity));
  const inflation = 1 + assumptions.inflation;
  const firstWithdrawal = gap * outlook.deflator;

  // The yearly step is the model's accumulate (balance * growth + that year's additions),
  // written over typed arrays: 10,000 paths must fit in a few milliseconds.
  const ages = working + 1;
  const balances = options.band ? new Float64Array(ages * paths) : undefined;
  let lasting = 0;
  for (let path = 0; path < paths; path += 1) {
    const row = path * years;
    let balance = input.currentSavings;
    if (balances) balances[path] = balance;
    for (let t = 0; t < working; t += 1) {
      balance = balance * (growth[row + t] ?? 1) + (additions[t] ?? 0);
      if (balances) balances[(t + 1) * paths + path] = balance;
    }
    let lasts = true;
    if (gap > 0) {
      let withdrawal = firstWithdrawal;
      for (let year = 0; year < retired; year += 1) {
        balance -= withdrawal;
        if (balance < 0) {
          lasts = false;
          break;
        }
        balance *= growth[row + working + year] ?? 1;
        withdrawal *= inflation;
      }
    }
    if (lasts) lasting += 1;
  }

  const band: BalanceBand[] = [];
  if (balances) {
    for (let age = 0; age < ages; age += 1) {
      const atAge = balances.subarray(age * paths, (age + 1) * paths).sort();
      const deflate = inflation ** age;
      band.push({
        age: input.currentAge + age,
        p10: percentileOf(atAge, 0.1) / deflate,
        p50: percentileOf(atAge, 0.5) / deflate,
        p90: percentileOf(atAge, 0.9) / deflate,
      });
    }
  }
  return { chance: paths > 0 ? lasting / paths : 0, band };
}
