import type { CalculatorValues } from './calculator-slice';
import type { MatchTier } from './model/retirement-model';
import type { IntlShape } from 'react-intl';

/** A company's plan as its config states it (employerMatchTiers, employerNonelectivePercentage). */
export interface PlanFormula {
  tiers?: readonly MatchTier[];
  nonelectivePercentage?: number;
}

/** The form's match fields filled from the plan, or undefined for a plan that states none. */
export function planDefaults(plan: PlanFormula): Partial<CalculatorValues> | undefined {
  const [first, ...rest] = plan.tiers ?? [];
  if (!first && plan.nonelectivePercentage === undefined) return undefined;
  return {
    employerMatchingContributionPercentage: first?.rate ?? 0,
    employerMatchingUpToContributionPercentageOfSalary: first?.upTo ?? 0,
    additionalMatchTiers: rest.map((tier) => ({ rate: tier.rate, upTo: tier.upTo })),
    nonelectivePercentage: plan.nonelectivePercentage ?? null,
  };
}

/** The match fields left empty: what another company's plan filled in does not apply here. */
export const NO_MATCH: Partial<CalculatorValues> = {
  employerMatchingContributionPercentage: null,
  employerMatchingUpToContributionPercentageOfSalary: null,
  additionalMatchTiers: [],
  nonelectivePercentage: null,
};

/** The participant has entered no match of their own. */
export function matchIsEmpty(values: CalculatorValues): boolean {
  return (
    values.employerMatchingContributionPercentage === null &&
    values.employerMatchingUpToContributionPercentageOfSalary === null &&
    values.additionalMatchTiers.length === 0 &&
    values.nonelectivePercentage === null
  );
}

/** The match fields still hold the plan's formula (`planDefaults` of the plan). */
export function usesPlan(
  values: CalculatorValues,
  defaults: Partial<CalculatorValues> | undefined,
): boolean {
  if (!defaults) return false;
  return (
    values.employerMatchingContributionPercentage ===
      defaults.employerMatchingContributionPercentage &&
    values.employerMatchingUpToContributionPercentageOfSalary ===
      defaults.employerMatchingUpToContributionPercentageOfSalary &&
    values.nonelectivePercentage === defaults.nonelectivePercentage &&
    JSON.stringify(values.additionalMatchTiers) === JSON.stringify(defaults.additionalMatchTiers)
  );
}

/**
 * "a match of 100% of the first 4% and 50% of the next 2% of your pay, plus 3% of your pay
 * whatever you save", in the page's language.
 */
export function describePlan(plan: PlanFormula, intl: IntlShape): string | undefined {
  let previous = 0;
  const parts = (plan.tiers ?? []).map((tier) => {
    const words = intl.formatMessage(
      { id: previous === 0 ? 'calculator.plan.tierFirst' : 'calculator.plan.tierNext' },
      { rate: tier.rate, band: tier.upTo - previous },
    );
    previous = tier.upTo;
    return words;
  });
  const match =
    parts.length > 0
      ? intl.formatMessage(
          { id: 'calculator.plan.match' },
          { tiers: intl.formatList(parts, { type: 'conjunction' }) },
        )
      : '';
  const nonelective = plan.nonelectivePercentage
    ? intl.formatMessage(
        { id: 'calculator.plan.nonelective' },
        { percent: plan.nonelectivePercentage },
      )
    : '';
  if (match && nonelective) {
    return intl.formatMessage({ id: 'calculator.plan.both' }, { match, nonelective });
  }
  return match || nonelective || undefined;
}
