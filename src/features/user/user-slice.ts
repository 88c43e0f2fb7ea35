import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import * as v from 'valibot';
import {
  ANIMALS,
  DEFAULT_LANGUAGE,
  DEFAULT_SEGMENT,
  SITE_VARIANTS,
  type Animal,
} from '@/config/constants';
import type { Language } from '@/config/site';

const nullableDate = v.nullable(v.string());

export const userStateSchema = v.object({
  animal: v.nullable(v.picklist(ANIMALS)),
  domain: v.object({
    domainName: v.string(),
    siteVariant: v.picklist(['retirewell', 'myretirement']),
  }),
  isReturnVisit: v.boolean(),
  isEnroll: v.boolean(),
  language: v.string(),
  segment: v.string(),
  uid: v.nullable(v.string()),
  lastQuizModalViewDate: nullableDate,
  lastQuizTakeDate: nullableDate,
  lastSentimentModalViewDate: nullableDate,
  lastSentimentPollAnsweredDate: nullableDate,
});

export type UserState = v.InferOutput<typeof userStateSchema>;

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
  const parsed = v.safeParse(userStateSchema, raw);
  return parsed.success ? parsed.output : undefined;
}
