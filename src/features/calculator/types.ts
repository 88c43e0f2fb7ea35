import { z } from 'zod/mini';
import { lazySchema } from '@/lib/cms-schema';

/** `GET /po/calculator/retirement/constants`: the year's limits and the methodology's assumptions. */
export const calculatorConstantsSchema = lazySchema(() =>
  z.object({
    limitsYear: z.number(),
    minAgeForAdditionalContributionLimits: z.number(),
    maxEmployeeContributionsWhenNotMeetingMinAgeForAdditionalContributionLimits: z.number(),
    maxEmployeeContributionsWhenMeetingMinAgeForAdditionalContributionLimits: z.number(),
    minAgeForEnhancedAdditionalContributionLimits: z.number(),
    maxAgeForEnhancedAdditionalContributionLimits: z.number(),
    maxEmployeeContributionsWhenInEnhancedAdditionalContributionAgeRange: z.number(),
    maxTotalAnnualAdditions: z.number(),
    compensationLimit: z.number(),
    rothCatchUpWagesThreshold: z.number(),
    socialSecurity: z.object({
      taxableMaximum: z.number(),
      bendPoints: z.array(z.number()),
      fullRetirementAge: z.number(),
      earliestClaimingAge: z.number(),
      latestClaimingAge: z.number(),
    }),
    assumptions: z.object({
      annualReturnPercentage: z.number(),
      salaryGrowthPercentage: z.number(),
      inflationPercentage: z.number(),
      incomeReplacementPercentage: z.number(),
      planToAge: z.number(),
      careerStartAge: z.number(),
      autoIncreaseCapPercentage: z.number(),
    }),
  }),
);
export type CalculatorConstants = z.infer<typeof calculatorConstantsSchema>;

/**
 * A projection as the goal call returns it (SPEC.md "Calculator values"). `balanceByAge` is the
 * service's per-year series: the balance at each age from the current age to the retirement age
 * inclusive, so charts never re-compute the methodology.
 */
export const goalProjectionSchema = lazySchema(() =>
  z.object({
    contributionPercentage: z.number(),
    annualNeedAtRetirement: z.number(),
    goal: z.number(),
    prevRetirementBalance: z.number(),
    retirementBalance: z.number(),
    retirementAge: z.number(),
    balanceByAge: z.array(z.object({ age: z.number(), balance: z.number() })),
    /**
     * RetireWell's answer: monthly amounts and the goal in today's dollars. Only numbers are read:
     * the band in words is the model's reading of `readiness`, not text from the wire.
     */
    retirementIncome: z.object({
      monthly: z.object({
        need: z.number(),
        socialSecurity: z.number(),
        savingsIncome: z.number(),
        income: z.number(),
      }),
      readiness: z.number(),
      goal: z.number(),
      uncoveredYears: z.number(),
      /** Prices at retirement against today's: future dollars = today's x deflator. */
      deflator: z.number(),
    }),
  }),
);
export type GoalProjection = z.infer<typeof goalProjectionSchema>;

/**
 * The goal call's second variant (SPEC.md section 7): the chosen rate's projection, and the
 * projection at the rate + contributionPercentageIncrease with the company's auto-increase.
 */
export const goalWithIncreaseSchema = lazySchema(() =>
  z.object({
    contributionPercentageIncrease: z.number(),
    projection: goalProjectionSchema,
    projectionWithContributionPercentageIncrease: goalProjectionSchema,
    values: z.looseObject({ autoIncrease: z.number() }),
    /** RetireWell's "+1% now": the increased rate held, with no automatic increase. */
    projectionWithContributionPercentageIncreaseOnly: goalProjectionSchema,
    planFacts: z.object({
      employerMatchLeftPerYear: z.number(),
      fullMatchContributionPercentage: z.number(),
      onePercentPerPaycheck: z.number(),
    }),
  }),
);
export type GoalWithIncrease = z.infer<typeof goalWithIncreaseSchema>;

/** One row of the balance chart and its table: the balance at an age, today's plan and +1% now. */
export interface BalanceRow {
  age: number;
  current: number;
  increased: number;
}
