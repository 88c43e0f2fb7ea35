import * as v from 'valibot';
import { lazySchema } from '@/lib/cms-schema';

/** `GET /po/calculator/retirement/constants`: the year's limits and the methodology's assumptions. */
export const calculatorConstantsSchema = lazySchema(() =>
  v.object({
    limitsYear: v.number(),
    minAgeForAdditionalContributionLimits: v.number(),
    maxEmployeeContributionsWhenNotMeetingMinAgeForAdditionalContributionLimits: v.number(),
    maxEmployeeContributionsWhenMeetingMinAgeForAdditionalContributionLimits: v.number(),
    minAgeForEnhancedAdditionalContributionLimits: v.number(),
    maxAgeForEnhancedAdditionalContributionLimits: v.number(),
    maxEmployeeContributionsWhenInEnhancedAdditionalContributionAgeRange: v.number(),
    maxTotalAnnualAdditions: v.number(),
    compensationLimit: v.number(),
    rothCatchUpWagesThreshold: v.number(),
    socialSecurity: v.object({
      taxableMaximum: v.number(),
      bendPoints: v.array(v.number()),
      fullRetirementAge: v.number(),
      earliestClaimingAge: v.number(),
      latestClaimingAge: v.number(),
    }),
    assumptions: v.object({
      annualReturnPercentage: v.number(),
      salaryGrowthPercentage: v.number(),
      inflationPercentage: v.number(),
      incomeReplacementPercentage: v.number(),
      planToAge: v.number(),
      careerStartAge: v.number(),
      autoIncreaseCapPercentage: v.number(),
    }),
  }),
);
export type CalculatorConstants = v.InferOutput<typeof calculatorConstantsSchema>;

/**
 * A projection as the goal call returns it (SPEC.md "Calculator values"). `balanceByAge` is the
 * service's per-year series: the balance at each age from the current age to the retirement age
 * inclusive, so charts never re-compute the methodology.
 */
const goalProjectionSchema = lazySchema(() =>
  v.object({
    contributionPercentage: v.number(),
    annualNeedAtRetirement: v.number(),
    goal: v.number(),
    prevRetirementBalance: v.number(),
    retirementBalance: v.number(),
    retirementAge: v.number(),
    balanceByAge: v.array(v.object({ age: v.number(), balance: v.number() })),
    /**
     * RetireWell's answer: monthly amounts and the goal in today's dollars. Only numbers are read:
     * the band in words is the model's reading of `readiness`, not text from the wire.
     */
    retirementIncome: v.object({
      monthly: v.object({
        need: v.number(),
        socialSecurity: v.number(),
        savingsIncome: v.number(),
        income: v.number(),
      }),
      readiness: v.number(),
      goal: v.number(),
      uncoveredYears: v.number(),
      /** Prices at retirement against today's: future dollars = today's x deflator. */
      deflator: v.number(),
    }),
  }),
);
export type GoalProjection = v.InferOutput<typeof goalProjectionSchema>;

/**
 * The goal call's second variant (SPEC.md section 7): the chosen rate's projection, and the
 * projection at the rate + contributionPercentageIncrease with the company's auto-increase.
 */
export const goalWithIncreaseSchema = lazySchema(() =>
  v.object({
    contributionPercentageIncrease: v.number(),
    projection: goalProjectionSchema,
    projectionWithContributionPercentageIncrease: goalProjectionSchema,
    values: v.looseObject({ autoIncrease: v.number() }),
    /** RetireWell's "+1% now": the increased rate held, with no automatic increase. */
    projectionWithContributionPercentageIncreaseOnly: goalProjectionSchema,
    planFacts: v.object({
      employerMatchLeftPerYear: v.number(),
      fullMatchContributionPercentage: v.number(),
      onePercentPerPaycheck: v.number(),
    }),
  }),
);
export type GoalWithIncrease = v.InferOutput<typeof goalWithIncreaseSchema>;

/** One row of the balance chart and its table: the balance at an age, today's plan and +1% now. */
export interface BalanceRow {
  age: number;
  current: number;
  increased: number;
}
