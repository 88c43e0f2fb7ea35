/** A typical "through" glide path: share of stocks by years until the fund's target year. */
export const GLIDE_PATH: readonly { years: number; stocks: number }[] = [
  { years: 40, stocks: 90 },
  { years: 30, stocks: 89 },
  { years: 20, stocks: 82 },
  { years: 10, stocks: 66 },
  { years: 5, stocks: 56 },
  { years: 0, stocks: 48 },
  { years: -5, stocks: 40 },
  { years: -10, stocks: 35 },
];

export const RETIREMENT_AGE = 67;
const FUND_STEP_YEARS = 5;

/** Funds come in five-year steps: the one nearest the year the participant reaches 67. */
export function suggestedFundYear(birthYear: number): number {
  return Math.round((birthYear + RETIREMENT_AGE) / FUND_STEP_YEARS) * FUND_STEP_YEARS;
}
