import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { z } from 'zod/mini';
import {
  ANIMALS,
  DEFAULT_LANGUAGE,
  DEFAULT_SEGMENT,
  SITE_VARIANTS,
  type Animal,
  type SiteVariant,
} from '@/config/constants';

const nullableDate = z.nullable(z.string());

export const userStateSchema = z.object({
  animal: z.nullable(z.enum(ANIMALS)),
  domain: z.object({
    domainName: z.string(),
    siteVariant: z.enum(['retirewell', 'myretirement']),
  }),
  isReturnVisit: z.boolean(),
  isEnroll: z.boolean(),
  language: z.string(),
  segment: z.string(),
  uid: z.nullable(z.string()),
  lastQuizModalViewDate: nullableDate,
  lastQuizTakeDate: nullableDate,
  lastSentimentModalViewDate: nullableDate,
  lastSentimentPollAnsweredDate: nullableDate,
});

export type UserState = z.infer<typeof userStateSchema>;

export const initialUserState: UserState = {
  animal: null,
  domain: { domainName: SITE_VARIANTS.retirewell.label, siteVariant: 'retirewell' },
  isReturnVisit: false,
  isEnroll: false,
  language: DEFAULT_LANGUAGE,
  segment: DEFAULT_SEGMENT,
  uid: null,
  lastQuizModalViewDate: null,
  lastQuizTakeDate: null,
  lastSentimentModalViewDate: null,
  lastSentimentPollAnsweredDate: null,
};

/** What start-up read from the page and storage (SPEC.md section 4 "Startup"). */
export interface StartupSeed {
  siteVariant: SiteVariant;
  /** From query parameter e; undefined when absent, so a stored value stays. */
  isEnroll: boolean | undefined;
  language: string;
  segment: string;
  uid: string | null;
  isReturnVisit: boolean;
  /**
   * The `retirement` object saved in local storage on an earlier visit, unvalidated: each
   * slice restores its own part of it, so a return visit in a new tab picks up where it left.
   */
  storedRetirement: Record<string, unknown>;
  /** QA flag overrides saved in this browser, unvalidated. */
  storedFlagOverrides: Record<string, unknown>;
}

/** Dispatched once, after the persisted state is restored and before the first render. */
export const appStarted = createAction<StartupSeed>('app/started');

const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {
    animalAssigned(state, action: PayloadAction<Animal>) {
      state.animal = action.payload;
      state.lastQuizTakeDate = new Date().toISOString();
    },
    animalCleared(state) {
      state.animal = null;
    },
    enrollmentChanged(state, action: PayloadAction<boolean>) {
      state.isEnroll = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(appStarted, (state, { payload }) => {
      const stored = restoreUser(payload.storedRetirement.user);
      const base = state.animal === null && stored ? stored : state;
      return {
        ...base,
        domain: {
          siteVariant: payload.siteVariant,
          domainName: SITE_VARIANTS[payload.siteVariant].label,
        },
        isEnroll: payload.isEnroll ?? base.isEnroll,
        language: payload.language,
        segment: payload.segment,
        // Links inside the app drop the query string: a QA session keeps its uid until reload.
        uid: payload.uid ?? base.uid,
        isReturnVisit: payload.isReturnVisit,
      };
    });
  },
});

export const { animalAssigned, animalCleared, enrollmentChanged } = userSlice.actions;
export const userReducer = userSlice.reducer;

export function restoreUser(raw: unknown): UserState | undefined {
  const parsed = userStateSchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}
