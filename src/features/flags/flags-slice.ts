import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Every feature flag with its default (used when the flag service is unreachable, slow, or not
 * configured). Keys are the camelCased names the LaunchDarkly SDK reports.
 */
export const FLAG_DEFAULTS = {
  /** Shows "Email my action plan" on the action plan. */
  enableEmailMyActionPlan: false,
  /** Sends the contribution button to the record keeper's allocation page when one is configured. */
  useRecordKeeperAllocationUrl: false,
} as const satisfies Record<string, boolean>;

export type FlagKey = keyof typeof FLAG_DEFAULTS;
export type FlagValues = Record<FlagKey, boolean>;

export interface FlagsState {
  /** What the flag service said, or the defaults. */
  values: FlagValues;
  /** QA overrides for this browser (`?uid=qa`). */
  overrides: Partial<FlagValues>;
}

const initialState: FlagsState = { values: { ...FLAG_DEFAULTS }, overrides: {} };

const flagsSlice = createSlice({
  name: 'flags',
  initialState,
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
});

export const { flagsLoaded, flagOverridden } = flagsSlice.actions;
export const flagsReducer = flagsSlice.reducer;

/** A flag's effective value: the QA override, else the service's value, else the default. */
export const selectFlag = (state: { flags: FlagsState }, key: FlagKey): boolean =>
  state.flags.overrides[key] ?? state.flags.values[key];
