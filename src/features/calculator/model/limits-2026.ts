/**
 * Its own module, apart from the model's formulas, so the store can default the Social Security
 * starting age without carrying the model on every page.
 */
/** The 2026 limits (IRS) and the Social Security parameters the model uses. */
export const LIMITS_2026 = {
  deferral: 24_500,
  catchUp: 8_000,
  catchUpAge: 50,
  /** SECURE 2.0's higher catch-up, ages 60 to 63 inclusive. */
  enhancedCatchUp: 11_250,
  enhancedCatchUpAges: [60, 63] as const,
  /** IRC 415(c) total additions; catch-ups sit outside it. */
  totalAdditions: 72_000,
  /** IRC 401(a)(17): pay a match or nonelective contribution is figured on. */
  compensation: 360_000,
  /** Catch-ups must be Roth for those paid over this the year before (from 2026). */
  rothCatchUpWages: 150_000,
  socialSecurityWageBase: 184_500,
  bendPoints: [1_286, 7_749] as const,
  fullRetirementAge: 67,
  claimingAges: [62, 70] as const,
  /** Automatic increases stop at this contribution rate (SPEC.md). */
  autoIncreaseCap: 15,
} as const;
