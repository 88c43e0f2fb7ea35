import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { apiPaths } from '@/config/api-paths';
import { request } from '@/lib/http';
import { DEFAULT_CONTRIBUTION_PERCENTAGE_INCREASE } from '../calculator-slice';
import { calculatorConstantsSchema, goalWithIncreaseSchema } from '../types';
import type { CompleteCalculatorValues } from '../validation';

/**
 * The goal call's query: SPEC.md's seven values (the increased rate, for the +1 variant),
 * tiers 2 and 3 as `rate:upTo` pairs, and the optional plan values only when given.
 */
function goalQuery(values: CompleteCalculatorValues, autoIncrease: number) {
  const { additionalMatchTiers, nonelectivePercentage, socialSecurityBenefit, ...required } =
    values;
  return {
    ...required,
    contributionPercentage:
      values.contributionPercentage + DEFAULT_CONTRIBUTION_PERCENTAGE_INCREASE,
    contributionPercentageIncrease: DEFAULT_CONTRIBUTION_PERCENTAGE_INCREASE,
    autoIncrease,
    ...(additionalMatchTiers.length > 0 && {
      additionalMatchTiers: additionalMatchTiers
        .map((tier) => `${tier.rate}:${tier.upTo}`)
        .join(','),
    }),
    ...(nonelectivePercentage !== null && { nonelectivePercentage }),
    ...(socialSecurityBenefit !== null && { socialSecurityBenefit }),
  };
}

export const calculatorQueries = {
  all: () => ['calculator'] as const,
  constants: () =>
    queryOptions({
      queryKey: [...calculatorQueries.all(), 'constants'] as const,
      queryFn: ({ signal }) =>
        request(apiPaths.calculatorConstants(), { schema: calculatorConstantsSchema, signal }),
      staleTime: 60 * 60_000,
    }),
  /**
   * The goal call's +1 variant: it sends the increased rate and the company's auto-increase and
   * answers both projections, so one call fills the whole result. No values: no call.
   */
  goal: (values: CompleteCalculatorValues | null, autoIncrease: number) =>
    queryOptions({
      queryKey: [...calculatorQueries.all(), 'goal', values, autoIncrease] as const,
      queryFn: values
        ? ({ signal }) =>
            request(apiPaths.calculatorGoal(goalQuery(values, autoIncrease)), {
              schema: goalWithIncreaseSchema,
              signal,
            })
        : skipToken,
      // The same inputs always give the same projection.
      staleTime: Infinity,
      placeholderData: keepPreviousData,
      // The values are the participant's age, pay and savings.
      meta: { logKey: [...calculatorQueries.all(), 'goal'] },
    }),
};
