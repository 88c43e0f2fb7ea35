import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { z } from 'zod/mini';
import {
  ANIMALS,
  DEFAULT_LANGUAGE,
  DEFAULT_SEGMENT,
  SITE_VARIANTS,
  type Animal,
} from '@/config/constants';
import type { Language } from '@/config/site';

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
    /** The header switch: the page changes language in place and the profile keeps it. */
    languageChanged(state, action: PayloadAction<Language>) {
      state.language = action.payload;
    },
    enrollmentChanged(state, action: PayloadAction<boolean>) {
      state.isEnroll = action.payload;
    },
  },
  selectors: {
    selectUser: (state) => state,
    selectAnimal: (state) => state.animal,
    selectLanguage: (state) => state.language,
    selectSegment: (state) => state.segment,
    selectIsEnroll: (state) => state.isEnroll,
    selectUid: (state) => state.uid,
    selectDomain: (state) => state.domain,
    selectDomainName: (state) => state.domain.domainName,
    selectSiteVariant: (state) => state.domain.siteVariant,
  },
});

export const { animalAssigned, animalCleared, enrollmentChanged, languageChanged } =
  userSlice.actions;
export const userReducer = userSlice.reducer;
export const {
  selectUser,
  selectAnimal,
  selectLanguage,
  selectSegment,
  selectIsEnroll,
  selectUid,
  selectDomain,
  selectDomainName,
  selectSiteVariant,
} = userSlice.selectors;

export function restoreUser(raw: unknown): UserState | undefined {
  const parsed = userStateSchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}
