import type { MatchTier, RetirementInput } from './retirement-model';

/**
 * The goal call's values (SPEC.md "Calculator values" and RetireWell's optional plan values), as
 * the service and the simulation read them.
 */
export interface ProjectionInput {
  currentAge: number;
  retirementAge: number;
  currentSavings: number;
  pretaxSalary: number;
  /** Percent of salary, e.g. 6 for 6%. */
  contributionPercentage: number;
  /** Tier 1's match rate in percent, e.g. 50 for "50 cents per dollar". */
  employerMatchingContributionPercentage: number;
  /** Tier 1 applies to deferrals up to this percent of salary. */
  employerMatchingUpToContributionPercentageOfSalary: number;
  /** Tiers 2 and 3, cumulative: "50% of the next 2%" after 4% is { rate: 50, upTo: 6 }. */
  additionalMatchTiers?: readonly MatchTier[];
  /** Empty (null) means none. */
  nonelectivePercentage?: number | null;
  claimingAge?: number | null;
  /** Empty (null) means estimate it. */
  socialSecurityBenefit?: number | null;
  /** Points added to the rate each year after the first (the company's auto-increase). */
  autoIncreasePercentage?: number;
}

/** The goal call's values as the model's input: SPEC.md's match pair is tier 1. */
export function modelInput(input: ProjectionInput): RetirementInput {
  return {
    currentAge: input.currentAge,
    retirementAge: input.retirementAge,
    currentSavings: input.currentSavings,
    pretaxSalary: input.pretaxSalary,
    contributionPercentage: input.contributionPercentage,
    matchTiers: [
      {
        rate: input.employerMatchingContributionPercentage,
        upTo: input.employerMatchingUpToContributionPercentageOfSalary,
      },
      ...(input.additionalMatchTiers ?? []),
    ],
    nonelectivePercentage: input.nonelectivePercentage ?? undefined,
    claimingAge: input.claimingAge ?? undefined,
    socialSecurityBenefit: input.socialSecurityBenefit ?? undefined,
    autoIncreasePercentage: input.autoIncreasePercentage,
  };
}
