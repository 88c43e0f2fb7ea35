import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Every feature flag, with its default (used when the flag service is unreachable, slow, or not
 * configured) and how the QA panel describes it. Keys are the camelCased names the LaunchDarkly
 * SDK reports.
 */
export const FLAG_DEFINITIONS = {
  enableEmailMyActionPlan: {
    defaultValue: false,
    label: 'Email my action plan',
    description: 'Shows "Email my action plan" on the action plan.',
  },
  useRecordKeeperAllocationUrl: {
    defaultValue: false,
    label: 'Record keeper allocation page',
    description:
      "Sends the contribution button to the record keeper's allocation page when the company has one.",
  },
} as const satisfies Record<string, { defaultValue: boolean; label: string; description: string }>;

export type FlagKey = keyof typeof FLAG_DEFINITIONS;

export const FLAG_KEYS = Object.keys(FLAG_DEFINITIONS) as FlagKey[];

export const FLAG_DEFAULTS = Object.fromEntries(
  FLAG_KEYS.map((key) => [key, FLAG_DEFINITIONS[key].defaultValue]),
) as Record<FlagKey, boolean>;

export type FlagValues = Record<FlagKey, boolean>;

export interface FlagsState {
  /** What the flag service said, or the defaults. */
  values: FlagValues;
  /** QA overrides for this browser (`?uid=qa`). */
  overrides: Partial<FlagValues>;
}

const flagsSlice = createSlice({
  name: 'flags',
  initialState: () => initialFlagsState(),
  reducers: {
    flagsLoaded(state, action: PayloadAction<Partial<FlagValues>>) {
      state.values = { ...FLAG_DEFAULTS, ...action.payload };
    },
    flagOverridden(state, action: PayloadAction<{ key: FlagKey; value: boolean | null }>) {
      const { key, value } = action.payload;
      const { [key]: _previous, ...others } = state.overrides;
      state.overrides = value === null ? others : { ...others, [key]: value };
    },
  },
  selectors: {
    /** A flag's effective value: the QA override, else the service's value, else the default. */
    selectFlag: (state, key: FlagKey): boolean => state.overrides[key] ?? state.values[key],
    /**
     * A company setting a flag can switch (DESIGN.md section 9): a QA override wins; otherwise it
     * is on when the company turns it on, or when the flag service does (a rollout).
     */
    selectCompanySetting: (state, key: FlagKey, companySetting: boolean | undefined): boolean =>
      state.overrides[key] ?? (companySetting === true || state.values[key]),
    selectIsOverridden: (state, key: FlagKey) => key in state.overrides,
    selectServiceFlag: (state, key: FlagKey) => state.values[key],
  },
});

export const { flagsLoaded, flagOverridden } = flagsSlice.actions;
export const flagsReducer = flagsSlice.reducer;
export const { selectFlag, selectCompanySetting, selectIsOverridden, selectServiceFlag } =
  flagsSlice.selectors;

/** QA overrides saved in this browser, as far as they are flags and booleans. */
export function restoreFlagOverrides(raw: Record<string, unknown>): Partial<FlagValues> {
  const overrides: Partial<FlagValues> = {};
  for (const key of FLAG_KEYS) {
    const value = raw[key];
    if (typeof value === 'boolean') overrides[key] = value;
  }
  return overrides;
}

export function initialFlagsState(overrides: Partial<FlagValues> = {}): FlagsState {
  return { values: { ...FLAG_DEFAULTS }, overrides };
}
