import type { CalculatorValues } from './calculator-slice';

export type CalculatorField = keyof CalculatorValues;

/** SPEC.md section 9 bounds; the match fields are RetireWell's (a plan matches at most 100%). */
export const CALCULATOR_BOUNDS = {
  currentAge: { min: 16, max: 66 },
  /** The lower bound is the current age. */
  retirementAge: { min: 16, max: 87 },
  currentSavings: { min: 0, max: 100_000_000 },
  pretaxSalary: { min: 1_000, max: 10_000_000 },
  contributionPercentage: { min: 0, max: 99 },
  employerMatchingContributionPercentage: { min: 0, max: 100 },
  employerMatchingUpToContributionPercentageOfSalary: { min: 0, max: 100 },
} as const satisfies Record<CalculatorField, { min: number; max: number }>;

/** SPEC.md section 5 calculator messages. */
export const CALCULATOR_MESSAGES = {
  currentAge: 'Enter an age between 16 and 66.',
  retirementAge: 'Enter a retirement age from the current age up to 87.',
  currentSavings: 'Enter current savings from $0 to $100M.',
  pretaxSalary: 'Enter a pretax salary from $1k to $10M.',
  contributionPercentage: 'Enter a contribution from 0% to 99%.',
  employerMatchingContributionPercentage: 'Enter an employer match from 0% to 100%.',
  employerMatchingUpToContributionPercentageOfSalary:
    'Enter a match limit from 0% to 100% of salary.',
} as const satisfies Record<CalculatorField, string>;

export const MISSING_MESSAGE = 'Some information above is missing.';

export const CALCULATOR_FIELDS = Object.keys(CALCULATOR_BOUNDS) as CalculatorField[];

export type CalculatorErrors = Partial<Record<CalculatorField, string>>;

/** Every field complete and in range: what the goal call needs. */
export type CompleteCalculatorValues = { [K in CalculatorField]: number };

function inRange(value: number, min: number, max: number) {
  return Number.isFinite(value) && value >= min && value <= max;
}

/** The message for each field that is empty or out of range; no entry means the field is fine. */
export function validateCalculatorValues(values: CalculatorValues): CalculatorErrors {
  const errors: CalculatorErrors = {};
  for (const field of CALCULATOR_FIELDS) {
    const value = values[field];
    if (value === null) {
      errors[field] = MISSING_MESSAGE;
      continue;
    }
    const { max } = CALCULATOR_BOUNDS[field];
    let { min }: { min: number } = CALCULATOR_BOUNDS[field];
    if (field === 'retirementAge' && values.currentAge !== null) {
      min = Math.max(min, values.currentAge);
    }
    if (!inRange(value, min, max)) errors[field] = CALCULATOR_MESSAGES[field];
  }
  return errors;
}

export function isComplete(
  values: CalculatorValues,
  errors: CalculatorErrors = validateCalculatorValues(values),
): values is CompleteCalculatorValues {
  return Object.keys(errors).length === 0;
}
