import { describe, expect, it } from 'vitest';
import { apiPaths } from '@/config/api-paths';
import { MISSING_MESSAGE, TIER_UP_TO_MESSAGE } from '@/features/calculator/validation';
import { project } from '../fixtures/calculator/methodology';

const values = {
  currentAge: 30,
  retirementAge: 67,
  currentSavings: 25_000,
  pretaxSalary: 85_000,
  contributionPercentage: 6,
  employerMatchingContributionPercentage: 50,
  employerMatchingUpToContributionPercentageOfSalary: 6,
};

async function get(path: string) {
  const response = await fetch(`http://localhost${path}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('mock calculator service', () => {
  it('answers the constants call with the limits and the assumptions', async () => {
    const { status, body } = await get(apiPaths.calculatorConstants());
    expect(status).toBe(200);
    expect(body).toMatchObject({
      minAgeForAdditionalContributionLimits: 50,
      maxEmployeeContributionsWhenNotMeetingMinAgeForAdditionalContributionLimits: 24_500,
      maxEmployeeContributionsWhenMeetingMinAgeForAdditionalContributionLimits: 32_500,
      maxTotalAnnualAdditions: 72_000,
      assumptions: { annualReturnPercentage: 6, inflationPercentage: 2.5 },
    });
  });

  it('variant one: the chosen rate, with contributionPercentage and projection', async () => {
    const { status, body } = await get(apiPaths.calculatorGoal(values));
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['contributionPercentage', 'projection']);
    expect(body.contributionPercentage).toBe(6);
    expect(body.projection).toEqual(project(values));
  });

  it('variant two: +1 point with the company auto-increase, and the chosen rate beside it', async () => {
    const { status, body } = await get(
      apiPaths.calculatorGoal({ ...values, contributionPercentage: 7, autoIncrease: 2 }),
    );
    expect(status).toBe(200);
    expect(body.contributionPercentageIncrease).toBe(1);
    expect(body.projection).toEqual(project(values));
    expect(body.projectionWithContributionPercentageIncrease).toEqual(
      project({ ...values, contributionPercentage: 7, autoIncreasePercentage: 2 }),
    );
    expect(body.values).toEqual({
      ...values,
      additionalMatchTiers: [],
      nonelectivePercentage: null,
      claimingAge: 67,
      socialSecurityBenefit: null,
      autoIncrease: 2,
    });
    // RetireWell's "+1% now": the same point more, held, with no automatic increase.
    expect(body.projectionWithContributionPercentageIncreaseOnly).toEqual(
      project({ ...values, contributionPercentage: 7 }),
    );
    // 6% is the whole match here (50% up to 6%): nothing left; 1% of 85,000 / 26 = 32.69.
    expect(body.planFacts).toEqual({
      employerMatchLeftPerYear: 0,
      fullMatchContributionPercentage: 6,
      onePercentPerPaycheck: expect.closeTo(32.69, 2) as number,
    });
  });

  it('takes the optional plan values: further tiers, nonelective, claiming age, statement', async () => {
    const plan = {
      ...values,
      employerMatchingContributionPercentage: 100,
      employerMatchingUpToContributionPercentageOfSalary: 4,
    };
    const { status, body } = await get(
      apiPaths.calculatorGoal({
        ...plan,
        additionalMatchTiers: '50:6',
        nonelectivePercentage: 3,
        claimingAge: 70,
        socialSecurityBenefit: 2_000,
      }),
    );
    expect(status).toBe(200);
    expect(body.projection).toEqual(
      project({
        ...plan,
        additionalMatchTiers: [{ rate: 50, upTo: 6 }],
        nonelectivePercentage: 3,
        claimingAge: 70,
        socialSecurityBenefit: 2_000,
      }),
    );
  });

  it.each([
    [{ currentAge: 15 }, 'Enter an age between 16 and 66.'],
    [{ currentAge: 67, retirementAge: 70 }, 'Enter an age between 16 and 66.'],
    [{ retirementAge: 29 }, 'Enter a retirement age from the current age up to 87.'],
    [{ retirementAge: 88 }, 'Enter a retirement age from the current age up to 87.'],
    [{ currentSavings: 100_000_001 }, 'Enter current savings from $0 to $100M.'],
    [{ pretaxSalary: 999 }, 'Enter a pretax salary from $1k to $10M.'],
    [{ contributionPercentage: 100 }, 'Enter a contribution from 0% to 99%.'],
    [{ currentSavings: 'lots' }, 'Enter current savings from $0 to $100M.'],
    [{ currentAge: 30.5 }, 'Enter an age between 16 and 66.'],
    [{ claimingAge: 61 }, 'Enter a Social Security starting age from 62 to 70.'],
    [{ claimingAge: 67.5 }, 'Enter a Social Security starting age from 62 to 70.'],
    [
      { nonelectivePercentage: 30 },
      'Enter an employer contribution from 0% to 25% of salary, or leave it empty.',
    ],
    [
      { socialSecurityBenefit: -1 },
      'Enter a monthly benefit from $0 to $10,000, or leave it empty.',
    ],
    [{ additionalMatchTiers: '50:4' }, TIER_UP_TO_MESSAGE],
    [{ additionalMatchTiers: '50:8,25:9,10:10' }, TIER_UP_TO_MESSAGE],
    [{ additionalMatchTiers: 'half' }, TIER_UP_TO_MESSAGE],
  ])('answers 400 with SPEC.md’s message for %o', async (change, message) => {
    const { status, body } = await get(apiPaths.calculatorGoal({ ...values, ...change }));
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });

  it('answers 400 when a value or calc_page is missing', async () => {
    const { pretaxSalary: _omitted, ...rest } = values;
    expect((await get(apiPaths.calculatorGoal(rest))).body.message).toBe(MISSING_MESSAGE);
    const noPage = await get('/po/calculator/retirement/goal?currentAge=30');
    expect(noPage).toEqual({
      status: 400,
      body: { error: 'Bad Request', message: 'calc_page must be 7' },
    });
  });

  it('checks the chosen rate, not the increased one, in variant two', async () => {
    const ok = await get(
      apiPaths.calculatorGoal({ ...values, contributionPercentage: 100, autoIncrease: 1 }),
    );
    expect(ok.status).toBe(200);
    const tooHigh = await get(
      apiPaths.calculatorGoal({ ...values, contributionPercentage: 101, autoIncrease: 1 }),
    );
    expect(tooHigh.status).toBe(400);
  });
});
