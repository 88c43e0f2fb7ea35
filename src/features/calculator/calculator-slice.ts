import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import * as v from 'valibot';
import { LIMITS_2026 } from './model/limits-2026';

/** A match tier while the participant edits it. */
export interface TierValues {
  rate: number | null;
  upTo: number | null;
}

/**
 * SPEC.md "Calculator values" (the match pair is tier 1) and RetireWell's plan inputs
 * (DESIGN.md section 6). Empty fields are null while the user edits; `UNREADABLE` (NaN) is a
 * field a shared link or the restored tab held something else than a number in.
 */
export interface CalculatorValues {
  currentAge: number | null;
  retirementAge: number | null;
  currentSavings: number | null;
  pretaxSalary: number | null;
  contributionPercentage: number | null;
  employerMatchingContributionPercentage: number | null;
  employerMatchingUpToContributionPercentageOfSalary: number | null;
  /** Tiers 2 and 3. */
  additionalMatchTiers: TierValues[];
  nonelectivePercentage: number | null;
  claimingAge: number | null;
  /** From the participant's SSA statement; empty: estimated. */
  socialSecurityBenefit: number | null;
}

/**
 * What a shared link or the restored tab had in a field that is not a number a person could type
 * (`salary=abc`): the field shows empty, and validation's range check (finite numbers only) gives
 * it the field's own message at once, where an empty field's waits until it is reached. Typing
 * into the field replaces it.
 */
export const UNREADABLE = Number.NaN;

export interface CalculatorState {
  values: CalculatorValues;
  contributionPercentageIncrease: number;
  /**
   * The fragment the page last wrote to the address. The address catches up with the inputs only
   * once their projection is in, so a reload (or Back to the page) can arrive with this older
   * fragment: it is the page's own, not a link, and the newer inputs kept here win over it.
   */
  writtenFragment: string | null;
  /**
   * The company whose calculator these inputs were last shown on: the match fields hold its plan
   * (or the participant's edits of it), which another company's calculator must not show as its
   * own. null: not known (a session copy from before it was kept).
   */
  companyId: string | null;
}

const DEFAULT_RETIREMENT_AGE = 67;
export const DEFAULT_CONTRIBUTION_PERCENTAGE_INCREASE = 1;

export const initialCalculatorState: CalculatorState = {
  values: {
    currentAge: null,
    retirementAge: DEFAULT_RETIREMENT_AGE,
    currentSavings: null,
    pretaxSalary: null,
    contributionPercentage: null,
    employerMatchingContributionPercentage: null,
    employerMatchingUpToContributionPercentageOfSalary: null,
    additionalMatchTiers: [],
    nonelectivePercentage: null,
    claimingAge: LIMITS_2026.fullRetirementAge,
    socialSecurityBenefit: null,
  },
  contributionPercentageIncrease: DEFAULT_CONTRIBUTION_PERCENTAGE_INCREASE,
  writtenFragment: null,
  companyId: null,
};

const calculatorSlice = createSlice({
  name: 'calculator',
  initialState: initialCalculatorState,
  reducers: {
    calculatorValuesChanged(state, action: PayloadAction<Partial<CalculatorValues>>) {
      state.values = { ...state.values, ...action.payload };
    },
    calculatorFragmentWritten(state, action: PayloadAction<string>) {
      state.writtenFragment = action.payload;
    },
    calculatorShownForCompany(state, action: PayloadAction<string>) {
      state.companyId = action.payload;
    },
    /** The clear action: back to the defaults (the company's plan formula, when it has one). */
    calculatorCleared(state, action: PayloadAction<Partial<CalculatorValues> | undefined>) {
      return {
        ...initialCalculatorState,
        values: { ...initialCalculatorState.values, ...action.payload },
        companyId: state.companyId,
      };
    },
  },
  selectors: {
    selectCalculatorValues: (state) => state.values,
    selectWrittenFragment: (state) => state.writtenFragment,
    selectCalculatorCompanyId: (state) => state.companyId,
  },
});

export const {
  calculatorValuesChanged,
  calculatorFragmentWritten,
  calculatorShownForCompany,
  calculatorCleared,
} = calculatorSlice.actions;
export const { selectCalculatorValues, selectWrittenFragment, selectCalculatorCompanyId } =
  calculatorSlice.selectors;
export const calculatorReducer = calculatorSlice.reducer;

/**
 * Anything numeric a person could type; bounds are the form's to judge, not the restore's. A field
 * not stored is empty; one stored as something else is `UNREADABLE`, so the form says so.
 */
const storedNumber = v.fallback(
  v.optional(v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(1_000_000_000_000))), null),
  UNREADABLE,
);

const storedValuesSchema = v.object({
  currentAge: storedNumber,
  retirementAge: storedNumber,
  currentSavings: storedNumber,
  pretaxSalary: storedNumber,
  contributionPercentage: storedNumber,
  employerMatchingContributionPercentage: storedNumber,
  employerMatchingUpToContributionPercentageOfSalary: storedNumber,
  additionalMatchTiers: v.fallback(
    v.pipe(v.array(v.object({ rate: storedNumber, upTo: storedNumber })), v.maxLength(2)),
    [],
  ),
  nonelectivePercentage: storedNumber,
  // Stored before the field existed: the default, not an empty field to complain about.
  claimingAge: v.fallback(
    v.optional(
      v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(1_000))),
      LIMITS_2026.fullRetirementAge,
    ),
    UNREADABLE,
  ),
  socialSecurityBenefit: storedNumber,
});

/**
 * Session storage brings back the inputs and the fragment written for them (projections are
 * server data), and a field that does not parse is left empty rather than guessed at
 * (`UNREADABLE`: the form says so).
 */
export function restoreCalculator(raw: unknown): CalculatorState | undefined {
  const parsed = v.safeParse(
    v.object({
      values: storedValuesSchema,
      writtenFragment: v.fallback(v.nullable(v.pipe(v.string(), v.maxLength(2_000))), null),
      companyId: v.fallback(v.nullable(v.pipe(v.string(), v.maxLength(200))), null),
    }),
    raw,
  );
  return parsed.success ? { ...initialCalculatorState, ...parsed.output } : undefined;
}
