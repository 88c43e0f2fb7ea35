import type { CalculatorValues, TierValues } from './calculator-slice';
import { LIMITS_2026 } from './model/limits-2026';
import type { MatchTier } from './model/retirement-model';
import type { MessageId } from '@/lib/i18n/message-ids';

/** The form's single-number fields: SPEC.md's seven values and RetireWell's optional ones. */
export type CalculatorField = Exclude<keyof CalculatorValues, 'additionalMatchTiers'>;

/** SPEC.md "Calculator values": the goal call needs every one of them. */
export const SPEC_FIELDS = [
  'currentAge',
  'retirementAge',
  'currentSavings',
  'pretaxSalary',
  'contributionPercentage',
  'employerMatchingContributionPercentage',
  'employerMatchingUpToContributionPercentageOfSalary',
] as const satisfies readonly CalculatorField[];

/** Empty means "none" (nonelective) or "estimate it" (the statement benefit). */
const OPTIONAL_FIELDS = ['nonelectivePercentage', 'socialSecurityBenefit'] as const;

/**
 * SPEC.md section 9 bounds; the plan fields are RetireWell's. A match can be more generous than
 * dollar for dollar (some plans give $2 per $1), so the rate goes to 200%.
 */
export const CALCULATOR_BOUNDS = {
  currentAge: { min: 16, max: 66 },
  /** The lower bound is the current age. */
  retirementAge: { min: 16, max: 87 },
  currentSavings: { min: 0, max: 100_000_000 },
  pretaxSalary: { min: 1_000, max: 10_000_000 },
  contributionPercentage: { min: 0, max: 99 },
  employerMatchingContributionPercentage: { min: 0, max: 200 },
  employerMatchingUpToContributionPercentageOfSalary: { min: 0, max: 100 },
  nonelectivePercentage: { min: 0, max: 25 },
  claimingAge: { min: LIMITS_2026.claimingAges[0], max: LIMITS_2026.claimingAges[1] },
  socialSecurityBenefit: { min: 0, max: 10_000 },
} as const satisfies Record<CalculatorField, { min: number; max: number }>;

export const CALCULATOR_FIELDS = Object.keys(CALCULATOR_BOUNDS) as CalculatorField[];

/** Up to 3 tiers: the SPEC.md pair is the first. */
export const MAX_MATCH_TIERS = 3;

/** SPEC.md section 5 calculator messages, and RetireWell's for the plan fields. */
export const CALCULATOR_MESSAGES = {
  currentAge: 'Enter an age between 16 and 66.',
  retirementAge: 'Enter a retirement age from the current age up to 87.',
  currentSavings: 'Enter current savings from $0 to $100M.',
  pretaxSalary: 'Enter a pretax salary from $1k to $10M.',
  contributionPercentage: 'Enter a contribution from 0% to 99%.',
  employerMatchingContributionPercentage: 'Enter an employer match from 0% to 200%.',
  employerMatchingUpToContributionPercentageOfSalary:
    'Enter a match limit from 0% to 100% of salary.',
  nonelectivePercentage:
    'Enter an employer contribution from 0% to 25% of salary, or leave it empty.',
  claimingAge: 'Enter a Social Security starting age from 62 to 70.',
  socialSecurityBenefit: 'Enter a monthly benefit from $0 to $10,000, or leave it empty.',
} as const satisfies Record<CalculatorField, string>;

export const TIER_UP_TO_MESSAGE =
  'Enter a match limit above the tier before it, up to 100% of salary.';

export const MISSING_MESSAGE = 'Some information above is missing.';

/**
 * Each rule's message as the page shows it, in its language. The English texts above are the
 * service's (SPEC.md); the form never shows them as they are.
 */
export const MESSAGE_IDS: Record<string, MessageId> = {
  [CALCULATOR_MESSAGES.currentAge]: 'calculator.error.currentAge',
  [CALCULATOR_MESSAGES.retirementAge]: 'calculator.error.retirementAge',
  [CALCULATOR_MESSAGES.currentSavings]: 'calculator.error.currentSavings',
  [CALCULATOR_MESSAGES.pretaxSalary]: 'calculator.error.pretaxSalary',
  [CALCULATOR_MESSAGES.contributionPercentage]: 'calculator.error.contributionPercentage',
  [CALCULATOR_MESSAGES.employerMatchingContributionPercentage]: 'calculator.error.match',
  [CALCULATOR_MESSAGES.employerMatchingUpToContributionPercentageOfSalary]:
    'calculator.error.matchUpTo',
  [CALCULATOR_MESSAGES.nonelectivePercentage]: 'calculator.error.nonelective',
  [CALCULATOR_MESSAGES.claimingAge]: 'calculator.error.claimingAge',
  [CALCULATOR_MESSAGES.socialSecurityBenefit]: 'calculator.error.benefit',
  [TIER_UP_TO_MESSAGE]: 'calculator.error.tierUpTo',
  [MISSING_MESSAGE]: 'calculator.error.missing',
};

/** Tiers 2 and 3 are `additionalMatchTiers[0]` and `[1]`. */
export type TierErrorKey = `tier${2 | 3}${'Rate' | 'UpTo'}`;
export const tierErrorKey = (index: number, part: 'Rate' | 'UpTo') =>
  `tier${index + 2}${part}` as TierErrorKey;

export type ErrorKey = CalculatorField | TierErrorKey;
export type CalculatorErrors = Partial<Record<ErrorKey, string>>;

/**
 * The value a message is about: a field's, or a tier's rate or limit (a shared link or a restored
 * tab fills tiers too, and their messages must show as the other fields' do).
 */
export function errorKeyValue(values: CalculatorValues, key: ErrorKey): number | null {
  const tier = /^tier(\d)(Rate|UpTo)$/.exec(key);
  if (!tier) return values[key as CalculatorField];
  const value = values.additionalMatchTiers[Number(tier[1]) - 2];
  return (tier[2] === 'Rate' ? value?.rate : value?.upTo) ?? null;
}

/** Every required field complete and in range: what the goal call needs. */
export type CompleteCalculatorValues = {
  [K in (typeof SPEC_FIELDS)[number] | 'claimingAge']: number;
} & {
  [K in (typeof OPTIONAL_FIELDS)[number]]: number | null;
} & { additionalMatchTiers: MatchTier[] };

function inRange(value: number, min: number, max: number) {
  return Number.isFinite(value) && value >= min && value <= max;
}

/** A value a rule can lean on: neither empty nor `UNREADABLE` (which has a message of its own). */
const known = (value: number | null | undefined): value is number =>
  value !== null && value !== undefined && Number.isFinite(value);

function validateTiers(values: CalculatorValues, errors: CalculatorErrors) {
  let previousUpTo = values.employerMatchingUpToContributionPercentageOfSalary;
  values.additionalMatchTiers.forEach((tier: TierValues, index) => {
    const rateKey = tierErrorKey(index, 'Rate');
    const upToKey = tierErrorKey(index, 'UpTo');
    const { min, max } = CALCULATOR_BOUNDS.employerMatchingContributionPercentage;
    if (tier.rate === null) errors[rateKey] = MISSING_MESSAGE;
    else if (!inRange(tier.rate, min, max)) {
      errors[rateKey] = CALCULATOR_MESSAGES.employerMatchingContributionPercentage;
    }
    if (tier.upTo === null) errors[upToKey] = MISSING_MESSAGE;
    else if (
      !inRange(tier.upTo, known(previousUpTo) ? previousUpTo : 0, 100) ||
      tier.upTo === previousUpTo
    ) {
      errors[upToKey] = TIER_UP_TO_MESSAGE;
    }
    previousUpTo = tier.upTo ?? previousUpTo;
  });
}

/**
 * The lower bound a key's value must reach, or pass for a tier's limit (above the tier before it),
 * as `validateCalculatorValues` reads it; undefined where there is none to lean on.
 */
function lowerBound(values: CalculatorValues, key: ErrorKey): number | undefined {
  const tier = /^tier(\d)(Rate|UpTo)$/.exec(key);
  if (!tier) {
    const field = key as CalculatorField;
    const { min } = CALCULATOR_BOUNDS[field];
    return field === 'retirementAge' && known(values.currentAge)
      ? Math.max(min, values.currentAge)
      : min;
  }
  if (tier[2] === 'Rate') return CALCULATOR_BOUNDS.employerMatchingContributionPercentage.min;
  let previous: number | null = values.employerMatchingUpToContributionPercentageOfSalary;
  for (const before of values.additionalMatchTiers.slice(0, Number(tier[1]) - 2)) {
    previous = before.upTo ?? previous;
  }
  return known(previous) ? previous + 1 : undefined;
}

/**
 * The value is under its lower bound: typed digit by digit, it may only be short of digits yet
 * (8 on the way to 85,000), as no figure over the upper bound ever is.
 */
export function isBelowMinimum(values: CalculatorValues, key: ErrorKey): boolean {
  const value = errorKeyValue(values, key);
  const min = lowerBound(values, key);
  return known(value) && min !== undefined && value < min;
}

/** The message for each field that is empty or out of range; no entry means the field is fine. */
export function validateCalculatorValues(values: CalculatorValues): CalculatorErrors {
  const errors: CalculatorErrors = {};
  const optional: readonly CalculatorField[] = OPTIONAL_FIELDS;
  for (const field of CALCULATOR_FIELDS) {
    const value = values[field];
    if (value === null) {
      if (!optional.includes(field)) errors[field] = MISSING_MESSAGE;
      continue;
    }
    const { max } = CALCULATOR_BOUNDS[field];
    let { min }: { min: number } = CALCULATOR_BOUNDS[field];
    if (field === 'retirementAge' && known(values.currentAge)) {
      min = Math.max(min, values.currentAge);
    }
    if (!inRange(value, min, max)) errors[field] = CALCULATOR_MESSAGES[field];
  }
  validateTiers(values, errors);
  return errors;
}

export function isComplete(
  values: CalculatorValues,
  errors: CalculatorErrors = validateCalculatorValues(values),
): values is CalculatorValues & CompleteCalculatorValues {
  return Object.keys(errors).length === 0;
}
