import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { appStarted } from '@/features/user/user-slice';

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
  extraReducers: (builder) => {
    builder.addCase(appStarted, (state, { payload }) => {
      const overrides: Partial<FlagValues> = {};
      for (const key of FLAG_KEYS) {
        const value = payload.storedFlagOverrides[key];
        if (typeof value === 'boolean') overrides[key] = value;
      }
      // Anything set before start-up finished (a test, an early QA click) wins over storage.
      state.overrides = { ...overrides, ...state.overrides };
    });
  },
});

export const { flagsLoaded, flagOverridden } = flagsSlice.actions;
export const flagsReducer = flagsSlice.reducer;

/** A flag's effective value: the QA override, else the service's value, else the default. */
export const selectFlag = (state: { flags: FlagsState }, key: FlagKey): boolean =>
  state.flags.overrides[key] ?? state.flags.values[key];
