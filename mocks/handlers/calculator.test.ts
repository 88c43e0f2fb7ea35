import { describe, expect, it } from 'vitest';
import { apiPaths } from '@/config/api-paths';
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
    expect(body.values).toEqual({ ...values, autoIncrease: 2 });
  });

  it.each([
    [{ currentAge: 15 }, 'currentAge must be between 16 and 66'],
    [{ currentAge: 67, retirementAge: 70 }, 'currentAge must be between 16 and 66'],
    [{ retirementAge: 29 }, 'retirementAge must be between currentAge and 87'],
    [{ retirementAge: 88 }, 'retirementAge must be between currentAge and 87'],
    [{ currentSavings: 100_000_001 }, 'currentSavings must be between 0 and 100000000'],
    [{ pretaxSalary: 999 }, 'pretaxSalary must be between 1000 and 10000000'],
    [{ contributionPercentage: 100 }, 'contributionPercentage must be between 0 and 99'],
    [{ currentSavings: 'lots' }, 'currentSavings must be a number'],
    [{ currentAge: 30.5 }, 'currentAge must be a whole number'],
  ])('answers 400 with a message for %o', async (change, message) => {
    const { status, body } = await get(apiPaths.calculatorGoal({ ...values, ...change }));
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });

  it('answers 400 when a value or calc_page is missing', async () => {
    const { pretaxSalary: _omitted, ...rest } = values;
    expect((await get(apiPaths.calculatorGoal(rest))).body.message).toBe(
      'pretaxSalary is required',
    );
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
