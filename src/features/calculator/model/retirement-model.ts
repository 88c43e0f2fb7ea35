/**
 * The retirement-income model of DESIGN.md section 6, as pure functions: no React, no I/O. The
 * mock calculator service answers with it, and a simulation can run its yearly steps with other
 * returns; no other module holds a copy of these formulas.
 */
import { LIMITS_2026 } from './limits-2026';

export interface Assumptions {
  /** Yearly return, e.g. 0.06. */
  annualReturn: number;
  salaryGrowth: number;
  inflation: number;
  /** Share of final pay needed in retirement. */
  incomeReplacement: number;
  planToAge: number;
  careerStartAge: number;
}

export const DEFAULT_ASSUMPTIONS: Assumptions = {
  annualReturn: 0.06,
  salaryGrowth: 0.03,
  inflation: 0.025,
  incomeReplacement: 0.8,
  planToAge: 95,
  careerStartAge: 22,
};

/** One match tier: `rate` percent of what the participant saves, up to `upTo` percent of pay. */
export interface MatchTier {
  rate: number;
  upTo: number;
}

export interface RetirementInput {
  currentAge: number;
  retirementAge: number;
  currentSavings: number;
  pretaxSalary: number;
  /** Percent of pay, e.g. 6. */
  contributionPercentage: number;
  /** Up to 3 tiers, cumulative and ascending in `upTo`. */
  matchTiers: readonly MatchTier[];
  /** Employer contribution in percent of pay, whatever the participant saves. */
  nonelectivePercentage?: number;
  /** When Social Security starts, 62 to 70. */
  claimingAge?: number;
  /** Monthly benefit at full retirement age from the SSA statement, replacing the estimate. */
  socialSecurityBenefit?: number;
  /** Points added to the rate each year after the first, up to 15% (the company's auto-increase). */
  autoIncreasePercentage?: number;
}

/** The catch-up allowance in the year the participant is `age`. */
export function catchUpLimit(age: number): number {
  const [from, to] = LIMITS_2026.enhancedCatchUpAges;
  if (age >= from && age <= to) return LIMITS_2026.enhancedCatchUp;
  return age >= LIMITS_2026.catchUpAge ? LIMITS_2026.catchUp : 0;
}

/** The employer's match on `employee` dollars of deferral, tier by tier, on capped pay. */
export function employerMatch(employee: number, compensation: number, tiers: readonly MatchTier[]) {
  let match = 0;
  let previousUpTo = 0;
  for (const tier of tiers) {
    const band = Math.max(0, Math.min(employee, (tier.upTo / 100) * compensation) - previousUpTo);
    match += (tier.rate / 100) * band;
    previousUpTo = Math.max(previousUpTo, (tier.upTo / 100) * compensation);
  }
  return match;
}

/** The contribution rate in year `year` (0 = now): never lowered, raised to 15% at most. */
export function rateInYear(start: number, autoIncrease: number, year: number): number {
  const cap = LIMITS_2026.autoIncreaseCap;
  if (autoIncrease <= 0 || start >= cap) return start;
  return Math.min(start + autoIncrease * year, cap);
}

export interface YearOfSaving {
  age: number;
  employee: number;
  catchUp: number;
  employer: number;
}

/** One year's contributions (DESIGN.md section 6, steps 1 to 4). */
export function contributionsInYear(
  age: number,
  salary: number,
  ratePercent: number,
  tiers: readonly MatchTier[],
  nonelectivePercent: number,
): YearOfSaving {
  const compensation = Math.min(salary, LIMITS_2026.compensation);
  const employeeTotal = Math.min(
    salary * (ratePercent / 100),
    LIMITS_2026.deferral + catchUpLimit(age),
  );
  const regular = Math.min(employeeTotal, LIMITS_2026.deferral);
  const employer =
    employerMatch(employeeTotal, compensation, tiers) + (nonelectivePercent / 100) * compensation;
  return { age, employee: regular, catchUp: employeeTotal - regular, employer };
}

export interface Accumulation {
  /** Balance at the start of each age, current age to retirement age, in future dollars. */
  balances: number[];
  /** B: the balance at retirement, future dollars. */
  balance: number;
  /** S: pay in the year of retirement (a raise after the last working year), future dollars. */
  finalSalary: number;
}

/**
 * What goes in each working year, future dollars: year t's contributions within the yearly
 * limits. They do not depend on the markets, so a simulation computes them once per scenario.
 */
export function yearlyAdditions(
  input: RetirementInput,
  assumptions: Assumptions = DEFAULT_ASSUMPTIONS,
): { additions: Float64Array; finalSalary: number } {
  const years = Math.max(0, input.retirementAge - input.currentAge);
  const additions = new Float64Array(years);
  let salary = input.pretaxSalary;
  for (let t = 0; t < years; t += 1) {
    const rate = rateInYear(input.contributionPercentage, input.autoIncreasePercentage ?? 0, t);
    const year = contributionsInYear(
      input.currentAge + t,
      salary,
      rate,
      input.matchTiers,
      input.nonelectivePercentage ?? 0,
    );
    additions[t] =
      Math.min(year.employee + year.employer, LIMITS_2026.totalAdditions) + year.catchUp;
    salary *= 1 + assumptions.salaryGrowth;
  }
  return { additions, finalSalary: salary };
}

/**
 * The working years, with `growth(t)` as year t's growth factor (1.06 in the deterministic
 * projection; a simulated market otherwise), so both run the same arithmetic.
 */
export function accumulate(
  input: RetirementInput,
  growth: (year: number) => number,
  assumptions: Assumptions = DEFAULT_ASSUMPTIONS,
): Accumulation {
  const { additions, finalSalary } = yearlyAdditions(input, assumptions);
  let balance = input.currentSavings;
  const balances = [balance];
  for (let t = 0; t < additions.length; t += 1) {
    balance = balance * growth(t) + (additions[t] ?? 0);
    balances.push(balance);
  }
  return { balances, balance, finalSalary };
}

/** The claiming-age factor on the benefit at full retirement age (SSA early/delayed rules). */
export function claimingFactor(claimingAge: number): number {
  const months = (claimingAge - LIMITS_2026.fullRetirementAge) * 12;
  if (months >= 0) return 1 + (2 / 300) * months;
  const early = -months;
  return 1 - (5 / 900) * Math.min(early, 36) - (5 / 1200) * Math.max(early - 36, 0);
}

/** The monthly benefit at full retirement age (PIA) from today's pay and the career length. */
export function estimatedPia(
  pretaxSalary: number,
  retirementAge: number,
  assumptions = DEFAULT_ASSUMPTIONS,
) {
  const careerYears = Math.min(Math.max(retirementAge - assumptions.careerStartAge, 0), 35);
  const aime = (Math.min(pretaxSalary, LIMITS_2026.socialSecurityWageBase) * careerYears) / 35 / 12;
  const [first, second] = LIMITS_2026.bendPoints;
  return (
    0.9 * Math.min(aime, first) +
    0.32 * Math.min(Math.max(aime - first, 0), second - first) +
    0.15 * Math.max(aime - second, 0)
  );
}

/** Monthly Social Security in today's dollars, from the statement or the estimate. */
export function socialSecurityMonthly(input: RetirementInput, assumptions = DEFAULT_ASSUMPTIONS) {
  const pia =
    input.socialSecurityBenefit ??
    estimatedPia(input.pretaxSalary, input.retirementAge, assumptions);
  return pia * claimingFactor(input.claimingAge ?? LIMITS_2026.fullRetirementAge);
}

/** r: the real return, and the annuity-due factor for level real income over n years. */
function realAnnuity(retirementAge: number, assumptions: Assumptions) {
  const r = (1 + assumptions.annualReturn) / (1 + assumptions.inflation) - 1;
  const n = Math.max(assumptions.planToAge - retirementAge, 1);
  return { r, presentValueFactor: ((1 - (1 + r) ** -n) / r) * (1 + r) };
}

export type ReadinessBand = 'on-track' | 'close' | 'behind';

export function readinessBand(readiness: number): ReadinessBand {
  if (readiness >= 1) return 'on-track';
  return readiness >= 0.8 ? 'close' : 'behind';
}

/**
 * Readiness as the whole percent shown beside its band: rounded, but never across the band's
 * edge (99.6% would read "100%" beside "close", 79.6% "80%" beside "behind").
 */
export function readinessPercent(readiness: number): number {
  const band = readinessBand(readiness);
  const highest = band === 'behind' ? 79 : band === 'close' ? 99 : Infinity;
  return Math.min(Math.round(readiness * 100), highest);
}

export interface RetirementOutlook {
  accumulation: Accumulation;
  /** D: the price level at retirement, so today's dollars = future dollars / D. */
  deflator: number;
  /** Monthly amounts in today's dollars. */
  monthly: { need: number; socialSecurity: number; savingsIncome: number; income: number };
  readiness: number;
  band: ReadinessBand;
  /** Savings needed at retirement for the gap, today's dollars. */
  goal: number;
  /** Social Security starts after the paycheck stops: those years are not covered. */
  uncoveredYears: number;
}

/** The whole answer for one plan, deterministic (6% a year). */
export function projectRetirement(
  input: RetirementInput,
  assumptions: Assumptions = DEFAULT_ASSUMPTIONS,
): RetirementOutlook {
  const accumulation = accumulate(input, () => 1 + assumptions.annualReturn, assumptions);
  const years = Math.max(0, input.retirementAge - input.currentAge);
  const deflator = (1 + assumptions.inflation) ** years;
  const { presentValueFactor } = realAnnuity(input.retirementAge, assumptions);
  const need = (assumptions.incomeReplacement * accumulation.finalSalary) / deflator / 12;
  const socialSecurity = socialSecurityMonthly(input, assumptions);
  const savingsIncome = accumulation.balance / deflator / presentValueFactor / 12;
  const income = savingsIncome + socialSecurity;
  const readiness = need > 0 ? income / need : 1;
  return {
    accumulation,
    deflator,
    monthly: { need, socialSecurity, savingsIncome, income },
    readiness,
    band: readinessBand(readiness),
    goal: Math.max(0, 12 * (need - socialSecurity)) * presentValueFactor,
    uncoveredYears: Math.max(
      0,
      (input.claimingAge ?? LIMITS_2026.fullRetirementAge) - input.retirementAge,
    ),
  };
}

/**
 * The match a year's deferral leaves unclaimed at today's pay, and the lowest whole rate that
 * claims all of it. Both go through this year's limits as the projection does: above the
 * deferral limit no rate earns more match, and the match counts only within the additions limit.
 */
export function matchLeftOnTable(input: RetirementInput) {
  const employerAt = (ratePercent: number) => {
    const year = contributionsInYear(
      input.currentAge,
      input.pretaxSalary,
      ratePercent,
      input.matchTiers,
      input.nonelectivePercentage ?? 0,
    );
    return Math.min(year.employee + year.employer, LIMITS_2026.totalAdditions) - year.employee;
  };
  const topUpTo = Math.max(0, ...input.matchTiers.map((tier) => tier.upTo));
  const most = employerAt(topUpTo);
  let fullMatchPercentage = 0;
  while (fullMatchPercentage < topUpTo && employerAt(fullMatchPercentage) < most) {
    fullMatchPercentage += 1;
  }
  const perYear =
    input.contributionPercentage >= fullMatchPercentage
      ? 0
      : Math.max(0, most - employerAt(input.contributionPercentage));
  return { perYear, fullMatchPercentage };
}

/**
 * The cost of one more percent of pay, per biweekly paycheck, before taxes: DESIGN.md's 1% of
 * pay over 26 paychecks, but only what this year's deferral limit (with catch-up) lets into the
 * plan, as the projection counts it. Once the limit binds, a higher rate costs and adds nothing.
 */
export function onePercentPerPaycheck(
  input: Pick<RetirementInput, 'currentAge' | 'pretaxSalary' | 'contributionPercentage'>,
): number {
  const deferred = (ratePercent: number) => {
    const year = contributionsInYear(input.currentAge, input.pretaxSalary, ratePercent, [], 0);
    return year.employee + year.catchUp;
  };
  return (deferred(input.contributionPercentage + 1) - deferred(input.contributionPercentage)) / 26;
}

/**
 * Whether any what-if applies: retiring at today's age leaves no paycheck for a higher rate to
 * come out of, so the page shows none and the simulation runs none.
 */
export function whatIfsApply(yearsToRetirement: number) {
  return yearsToRetirement >= 1;
}

/**
 * Whether "+1% now, then +a% a year up to 15%" describes something that happens: in some working
 * year the company's auto-increase puts more in the plan than "+1% now" alone. It does not with
 * the raised rate at the cap, with one year to go (the first increase lands in none), or where
 * the IRS limits take every raise: over the deferral limit the card showed "+$0" worded as a
 * change. The mock service and the simulation ask this; the page reads the same answer off the
 * service's projections (the auto-increase projection then ends above "+1% now").
 */
export function autoIncreaseApplies(input: RetirementInput, autoIncrease: number, increase = 1) {
  if (autoIncrease <= 0) return false;
  const raised = { ...input, contributionPercentage: input.contributionPercentage + increase };
  const held = yearlyAdditions({ ...raised, autoIncreasePercentage: 0 }).additions;
  const rising = yearlyAdditions({ ...raised, autoIncreasePercentage: autoIncrease }).additions;
  return rising.some((amount, year) => amount > (held[year] ?? 0));
}

/**
 * The two honest nudges: "+1% now" (one more point every year) and, where it really raises the
 * rate, "+1% now, then +a% a year up to 15%"; a rate already at 14% or more, a plan with under
 * two working years left, or pay over the IRS limits every year, has only the first.
 * `increase` is the point count (SPEC.md's contributionPercentageIncrease, 1 on screen).
 */
export function whatIfs(
  input: RetirementInput,
  autoIncrease: number,
  increase = 1,
  assumptions = DEFAULT_ASSUMPTIONS,
) {
  const inputs = whatIfInputs(input, autoIncrease, increase);
  return {
    plusOne: projectRetirement(inputs.plusOne, assumptions),
    plusOneThenAuto:
      inputs.plusOneThenAuto && projectRetirement(inputs.plusOneThenAuto, assumptions),
  };
}

/** The what-ifs' plans, for a projection or a simulation of each. */
export function whatIfInputs(input: RetirementInput, autoIncrease: number, increase = 1) {
  const raised = { ...input, contributionPercentage: input.contributionPercentage + increase };
  return {
    plusOne: { ...raised, autoIncreasePercentage: 0 },
    plusOneThenAuto: autoIncreaseApplies(input, autoIncrease, increase)
      ? { ...raised, autoIncreasePercentage: autoIncrease }
      : undefined,
  };
}
