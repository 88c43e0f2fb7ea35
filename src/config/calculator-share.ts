/**
 * The parameter names of a shareable /{company}/calculator link (`age`, `salary`, ...), keyed by
 * the calculator's field. A link made before the fragment carries them in the query; logs keep
 * none of them (`loggableUrl` keeps only the app's own parameters).
 */
export const CALCULATOR_SHARE_PARAMS = {
  currentAge: 'age',
  retirementAge: 'retire',
  currentSavings: 'savings',
  pretaxSalary: 'salary',
  contributionPercentage: 'contribution',
  employerMatchingContributionPercentage: 'match',
  employerMatchingUpToContributionPercentageOfSalary: 'matchUpTo',
  nonelectivePercentage: 'nonelective',
  claimingAge: 'ssAge',
  socialSecurityBenefit: 'ssBenefit',
} as const;

/** The link's parameter for the employer match's tiers 2 and 3 (`rate:upTo,...`). */
export const CALCULATOR_SHARE_TIERS_PARAM = 'tiers';

/** Every parameter of a link's scenario: what a legacy query link carries and must lose. */
export const CALCULATOR_SHARE_NAMES: readonly string[] = [
  ...Object.values(CALCULATOR_SHARE_PARAMS),
  CALCULATOR_SHARE_TIERS_PARAM,
];
