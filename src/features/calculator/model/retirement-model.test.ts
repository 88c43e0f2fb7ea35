import { describe, expect, it } from 'vitest';
import {
  accumulate,
  catchUpLimit,
  claimingFactor,
  contributionsInYear,
  employerMatch,
  estimatedPia,
  matchLeftOnTable,
  onePercentPerPaycheck,
  projectRetirement,
  rateInYear,
  readinessBand,
  readinessPercent,
  socialSecurityMonthly,
  whatIfs,
  type RetirementInput,
} from './retirement-model';

const HARBOR_PINE = [
  { rate: 100, upTo: 4 },
  { rate: 50, upTo: 6 },
];

const base: RetirementInput = {
  currentAge: 40,
  retirementAge: 67,
  currentSavings: 50_000,
  pretaxSalary: 80_000,
  contributionPercentage: 6,
  matchTiers: HARBOR_PINE,
};

describe('contributions (DESIGN.md section 6, steps 1 to 4)', () => {
  it('allows a catch-up from 50, a higher one at 60 to 63, and the normal one again at 64', () => {
    expect([49, 50, 59, 60, 63, 64].map(catchUpLimit)).toEqual([
      0, 8_000, 8_000, 11_250, 11_250, 8_000,
    ]);
  });

  it('matches tier by tier: 100% of the first 3%, 50% of the next 2%, 25% of the next 3%', () => {
    const tiers = [
      { rate: 100, upTo: 3 },
      { rate: 50, upTo: 5 },
      { rate: 25, upTo: 8 },
    ];
    // 10% of 100,000 = 10,000 saved: 3,000 x 1 + (5,000 - 3,000) x 0.5 + (8,000 - 5,000) x 0.25
    expect(employerMatch(10_000, 100_000, tiers)).toBe(3_000 + 1_000 + 750);
  });

  it('figures the match and a nonelective contribution on pay up to 360,000', () => {
    // 61, 400,000, 20%: 80,000 asked, capped at 24,500 + 11,250 = 35,750 (11,250 of it catch-up).
    // Match on 360,000: 14,400 x 1 + (21,600 - 14,400) x 0.5 = 18,000; nonelective 3% = 10,800.
    expect(contributionsInYear(61, 400_000, 20, HARBOR_PINE, 3)).toEqual({
      age: 61,
      employee: 24_500,
      catchUp: 11_250,
      employer: 18_000 + 10_800,
    });
  });

  it('caps employee and employer additions at 415(c), with the catch-up outside the cap', () => {
    // Nonelective 15% of 360,000 = 54,000 + match 18,000 = 72,000 employer; 24,500 + 72,000 is
    // capped at 72,000, and the 11,250 catch-up comes on top: 83,250 in the first year.
    const { balance } = accumulate(
      {
        ...base,
        currentAge: 61,
        retirementAge: 62,
        currentSavings: 0,
        pretaxSalary: 400_000,
        contributionPercentage: 20,
        nonelectivePercentage: 15,
      },
      () => 1.06,
    );
    expect(balance).toBe(83_250);
  });

  it("grows the balance by the year's return, then adds the year's savings, as pay rises 3%", () => {
    // Year 1: 10,000 x 1.06 + 5,000 + 2,000 match = 17,600; pay 51,500.
    // Year 2: 17,600 x 1.06 + 5,150 + 2,060 = 25,866; pay 53,045.
    const result = accumulate(
      {
        ...base,
        currentAge: 40,
        retirementAge: 42,
        currentSavings: 10_000,
        pretaxSalary: 50_000,
        contributionPercentage: 10,
        matchTiers: [{ rate: 100, upTo: 4 }],
      },
      () => 1.06,
    );
    expect(result.balances[1]).toBeCloseTo(17_600, 6);
    expect(result.balance).toBeCloseTo(25_866, 6);
    expect(result.finalSalary).toBeCloseTo(53_045, 6);
  });

  it('raises the rate with the auto-increase up to 15%, and never a rate already above it', () => {
    expect([0, 1, 3, 10].map((year) => rateInYear(6, 2, year))).toEqual([6, 8, 12, 15]);
    expect(rateInYear(20, 2, 5)).toBe(20);
    expect(rateInYear(6, 0, 5)).toBe(6);
  });
});

describe('Social Security (SSA formula)', () => {
  it('gives about 54% of pay at $40,000, 43% at $80,000 and 21% at $250,000', () => {
    // 40,000: AIME 3,333.33; PIA 0.9 x 1,286 + 0.32 x 2,047.33 = 1,812.55 a month.
    expect(estimatedPia(40_000, 67)).toBeCloseTo(1_157.4 + 0.32 * (40_000 / 12 - 1_286), 6);
    expect((12 * estimatedPia(40_000, 67)) / 40_000).toBeCloseTo(0.544, 3);
    // 80,000: AIME 6,666.67; PIA 1,157.4 + 0.32 x 5,380.67 = 2,879.21.
    expect((12 * estimatedPia(80_000, 67)) / 80_000).toBeCloseTo(0.432, 3);
    // 250,000 is above the 184,500 wage base: AIME 15,375;
    // PIA 1,157.4 + 0.32 x 6,463 + 0.15 x 7,626 = 4,369.46.
    expect(estimatedPia(250_000, 67)).toBeCloseTo(1_157.4 + 2_068.16 + 1_143.9, 6);
    expect((12 * estimatedPia(250_000, 67)) / 250_000).toBeCloseTo(0.21, 2);
  });

  it('counts up to 35 career years from 22', () => {
    // Retiring at 47: 25 of 35 years, so AIME is 25/35 of the full one.
    expect(estimatedPia(40_000, 47)).toBeCloseTo(
      0.9 * Math.min((40_000 * 25) / 35 / 12, 1_286) + 0.32 * ((40_000 * 25) / 35 / 12 - 1_286),
      6,
    );
  });

  it('reduces the benefit 30% at 62 and raises it 24% at 70', () => {
    // 62: 36 months x 5/9% + 24 months x 5/12% = 20% + 10%; 70: 36 months x 2/3%.
    expect(claimingFactor(62)).toBeCloseTo(0.7, 10);
    expect(claimingFactor(67)).toBe(1);
    expect(claimingFactor(70)).toBeCloseTo(1.24, 10);
  });

  it("uses the statement's benefit instead of the estimate", () => {
    expect(
      socialSecurityMonthly({ ...base, socialSecurityBenefit: 2_000, claimingAge: 70 }),
    ).toBeCloseTo(2_480, 6);
  });
});

describe('the monthly income answer', () => {
  it('draws a level real income from the balance until 95', () => {
    const outlook = projectRetirement(base);
    // Draw the income at the start of each year, growing at the real return: nothing is left at 95.
    const r = 1.06 / 1.025 - 1;
    let left = outlook.accumulation.balance / outlook.deflator;
    for (let age = 67; age < 95; age += 1)
      left = (left - 12 * outlook.monthly.savingsIncome) * (1 + r);
    expect(left).toBeCloseTo(0, 4);
    expect(outlook.monthly.income).toBeCloseTo(
      outlook.monthly.savingsIncome + outlook.monthly.socialSecurity,
      8,
    );
  });

  it("needs 80% of final pay, in today's dollars", () => {
    const outlook = projectRetirement(base);
    // 80,000 x 1.03^27 x 0.8 / 1.025^27 / 12
    expect(outlook.monthly.need).toBeCloseTo((80_000 * 1.03 ** 27 * 0.8) / 1.025 ** 27 / 12, 6);
  });

  it('sets the goal to the savings that pay the gap Social Security leaves, and 0 without one', () => {
    const outlook = projectRetirement(base);
    const r = 1.06 / 1.025 - 1;
    const factor = ((1 - (1 + r) ** -28) / r) * (1 + r);
    expect(outlook.goal).toBeCloseTo(
      12 * (outlook.monthly.need - outlook.monthly.socialSecurity) * factor,
      6,
    );
    expect(projectRetirement({ ...base, socialSecurityBenefit: 100_000 }).goal).toBe(0);
  });

  it('rounds readiness to a whole percent that stays inside its band', () => {
    expect([1.004, 0.996, 0.886, 0.8, 0.7958, 0.794].map(readinessPercent)).toEqual([
      100, 99, 89, 80, 79, 79,
    ]);
  });

  it('reads readiness as the whole monthly income, savings and Social Security, over the need', () => {
    const outlook = projectRetirement(base);
    expect(outlook.readiness).toBeCloseTo(outlook.monthly.income / outlook.monthly.need, 12);
    expect(outlook.readiness).toBeGreaterThan(outlook.monthly.savingsIncome / outlook.monthly.need);
  });

  it('names readiness in words: on track from 100%, close from 80%, behind below', () => {
    expect([1.2, 1, 0.95, 0.8, 0.79].map(readinessBand)).toEqual([
      'on-track',
      'on-track',
      'close',
      'close',
      'behind',
    ]);
  });

  it('says when Social Security starts after the paycheck stops', () => {
    expect(projectRetirement({ ...base, retirementAge: 62, claimingAge: 67 }).uncoveredYears).toBe(
      5,
    );
    expect(projectRetirement({ ...base, claimingAge: 67 }).uncoveredYears).toBe(0);
    // Without a starting age, Social Security starts at the full retirement age, 67.
    expect(projectRetirement({ ...base, retirementAge: 62 }).uncoveredYears).toBe(5);
  });

  it('tells the match left on the table and the rate that claims all of it', () => {
    // 3% of 60,000 = 1,800 matched 1,800; at 6%: 2,400 + (3,600 - 2,400) x 0.5 = 3,000.
    expect(matchLeftOnTable({ ...base, pretaxSalary: 60_000, contributionPercentage: 3 })).toEqual({
      perYear: 1_200,
      fullMatchPercentage: 6,
    });
    expect(matchLeftOnTable({ ...base, contributionPercentage: 6 }).perYear).toBe(0);
  });

  it('leaves no more match on the table than the deferral limit lets anyone reach', () => {
    // 50% of up to 10% of 300,000: the 24,500 limit stops deferrals at about 8.2% of pay, so at
    // 8% (24,000) only 50% x 500 = 250 is left, and 9% reaches the limit.
    const capped = { ...base, pretaxSalary: 300_000, matchTiers: [{ rate: 50, upTo: 10 }] };
    expect(matchLeftOnTable({ ...capped, contributionPercentage: 8 })).toEqual({
      perYear: 250,
      fullMatchPercentage: 9,
    });
    expect(matchLeftOnTable({ ...capped, contributionPercentage: 9 }).perYear).toBe(0);
    // From 50 the catch-up counts as deferral too, as the projection counts it: the limit is
    // 32,500, so 10% (30,000) is reachable and 9% (27,000) leaves 50% x 3,000.
    expect(matchLeftOnTable({ ...capped, currentAge: 55, contributionPercentage: 9 })).toEqual({
      perYear: 1_500,
      fullMatchPercentage: 10,
    });
  });

  it('counts only the match that fits in the 72,000 additions limit as left on the table', () => {
    // 360,000 of pay, 10% nonelective (36,000) and 100% of the first 6%. At 6%: 21,600 saved,
    // 21,600 match; 21,600 + 57,600 = 79,200 is capped at 72,000, so the employer's part is
    // 72,000 - 21,600 = 50,400. At 2%: 7,200 saved, 36,000 + 7,200 = 43,200 employer, under the cap.
    // Left: 50,400 - 43,200 = 7,200 (not the 14,400 the match alone would say).
    const capped = {
      ...base,
      pretaxSalary: 360_000,
      contributionPercentage: 2,
      matchTiers: [{ rate: 100, upTo: 6 }],
      nonelectivePercentage: 10,
    };
    expect(matchLeftOnTable(capped).perYear).toBeCloseTo(7_200, 6);
  });

  it('figures the full match on pay up to the compensation limit', () => {
    // 6% of 360,000 (21,600) is all the match 400,000 of pay can earn: 6% of 400,000 passes it.
    const highPay = { ...base, pretaxSalary: 400_000, contributionPercentage: 5 };
    expect(matchLeftOnTable(highPay)).toEqual({ perYear: 800, fullMatchPercentage: 6 });
  });

  it('prices 1% more at a paycheck: 1% of 52,000 over 26 paychecks is 20', () => {
    expect(onePercentPerPaycheck({ ...base, pretaxSalary: 52_000 })).toBeCloseTo(20, 6);
  });

  it('prices only the part of 1% more that the deferral limit lets into the plan', () => {
    // 2026: 24,500 a year under 50. At 400,000 of pay, 6% (24,000) leaves 500 of room; 7% is over.
    const highPay = { ...base, currentAge: 40, pretaxSalary: 400_000, contributionPercentage: 6 };
    expect(onePercentPerPaycheck(highPay)).toBeCloseTo(500 / 26, 6);
    expect(onePercentPerPaycheck({ ...highPay, contributionPercentage: 7 })).toBe(0);
    // From 50 the catch-up (8,000) makes room again: 32,500 a year, 7% is 28,000.
    expect(
      onePercentPerPaycheck({ ...highPay, currentAge: 55, contributionPercentage: 7 }),
    ).toBeCloseTo(4_000 / 26, 6);
  });

  it('models "+1% now" and "+1% now, then +2% a year up to 15%" as exactly that', () => {
    const { plusOne, plusOneThenAuto } = whatIfs(base, 2);
    const now = projectRetirement(base);
    expect(plusOne.accumulation.balance).toBeGreaterThan(now.accumulation.balance);
    expect(plusOne.accumulation.balance).toBeCloseTo(
      projectRetirement({ ...base, contributionPercentage: 7 }).accumulation.balance,
      6,
    );
    expect(plusOneThenAuto?.accumulation.balance).toBeGreaterThan(plusOne.accumulation.balance);
    expect(whatIfs(base, 0).plusOneThenAuto).toBeUndefined();
    // "+1% now" holds the raised rate even for a plan that already has an auto-increase.
    expect(whatIfs({ ...base, autoIncreasePercentage: 2 }, 2).plusOne.accumulation.balance).toBe(
      projectRetirement({ ...base, contributionPercentage: 7 }).accumulation.balance,
    );
    // A rate already at 20% (Lumen Health's case) or 14% gets its +1% and no promise of more.
    expect(whatIfs({ ...base, contributionPercentage: 20 }, 2).plusOneThenAuto).toBeUndefined();
    expect(whatIfs({ ...base, contributionPercentage: 14 }, 2).plusOneThenAuto).toBeUndefined();
    // At 13%: 14% now, then 15% from the second year on.
    expect(whatIfs({ ...base, contributionPercentage: 13 }, 2).plusOneThenAuto).toBeDefined();
  });

  it('offers the auto-increase only where a second working year lets it start', () => {
    const at = (currentAge: number, retirementAge: number) =>
      whatIfs({ ...base, currentAge, retirementAge }, 2).plusOneThenAuto;
    expect(at(64, 64)).toBeUndefined();
    expect(at(64, 65)).toBeUndefined();
    expect(at(64, 66)?.accumulation.balance).toBeGreaterThan(
      whatIfs({ ...base, currentAge: 64, retirementAge: 66 }, 2).plusOne.accumulation.balance,
    );
  });

  it('offers no auto-increase where the IRS limits take every raise', () => {
    // 10% of $400,000 is over the deferral limit (with catch-ups) every year from 35 to 67.
    const overTheLimit = {
      ...base,
      currentAge: 35,
      pretaxSalary: 400_000,
      contributionPercentage: 10,
    };
    expect(whatIfs(overTheLimit, 2).plusOneThenAuto).toBeUndefined();
    // At 49 on $250,000, 10% is over today's limit but under 50's catch-up limit: raises add.
    expect(
      whatIfs({ ...overTheLimit, currentAge: 49, pretaxSalary: 250_000 }, 2).plusOneThenAuto,
    ).toBeDefined();
  });
});
