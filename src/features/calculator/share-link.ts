import type { CalculatorValues } from './calculator-slice';
import { DEFAULT_RETIREMENT_AGE } from './calculator-slice';
import type { CalculatorField } from './validation';

/** Short, readable query names for a shareable /{company}/calculator link. */
export const SHARE_PARAMS: Record<CalculatorField, string> = {
  currentAge: 'age',
  retirementAge: 'retire',
  currentSavings: 'savings',
  pretaxSalary: 'salary',
  contributionPercentage: 'contribution',
  employerMatchingContributionPercentage: 'match',
  employerMatchingUpToContributionPercentageOfSalary: 'matchUpTo',
};

/** Plain digits only, and no more than a person could type into the form. */
const DIGITS = /^\d{1,12}$/;

/**
 * The inputs a shared link carries, or undefined when it carries none. The query is untrusted:
 * anything that is not plain digits is left empty, and the form then says what is missing.
 */
export function valuesFromSearchParams(params: URLSearchParams): CalculatorValues | undefined {
  const entries = Object.entries(SHARE_PARAMS) as [CalculatorField, string][];
  if (!entries.some(([, name]) => params.has(name))) return undefined;
  const values = {} as CalculatorValues;
  for (const [field, name] of entries) {
    const raw = params.get(name);
    values[field] = raw !== null && DIGITS.test(raw) ? Number(raw) : null;
  }
  values.retirementAge ??= DEFAULT_RETIREMENT_AGE;
  return values;
}

/**
 * The same inputs as query parameters; empty fields are left out. A form with nothing typed
 * (every field empty but the default retirement age) has nothing to share, so a first visit's
 * address stays the page's own instead of being rewritten (a navigation) as the page loads.
 */
export function searchParamsFromValues(values: CalculatorValues): URLSearchParams {
  const params = new URLSearchParams();
  const typed = (Object.keys(SHARE_PARAMS) as CalculatorField[]).some((field) =>
    field === 'retirementAge'
      ? values.retirementAge !== DEFAULT_RETIREMENT_AGE
      : values[field] !== null,
  );
  if (!typed) return params;
  for (const [field, name] of Object.entries(SHARE_PARAMS) as [CalculatorField, string][]) {
    const value = values[field];
    if (value !== null) params.set(name, String(value));
  }
  return params;
}
