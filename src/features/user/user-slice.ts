import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import * as v from 'valibot';
import {
  ANIMALS,
  DEFAULT_LANGUAGE,
  DEFAULT_SEGMENT,
  SITE_VARIANTS,
  type Animal,
} from '@/config/constants';
import type { Language } from '@/config/site';
import { answerSaved, quizReset, quizSavedInAnotherTab } from '@/features/quiz/quiz-answers-slice';

const nullableDate = v.nullable(v.string());

const userStateSchema = v.object({
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
    /**
     * The page now shows another company: enrolling holds for the one sponsor whose enrolment
     * e-mail set it, as at start-up.
     */
    enrollingFollowedCompany(state, action: PayloadAction<boolean>) {
      state.isEnroll = action.payload;
    },
    /** The header switch: the page changes language in place and the profile keeps it. */
    languageChanged(state, action: PayloadAction<Language>) {
      state.language = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(quizSavedInAnotherTab, (state, { payload }) => {
      state.animal = payload.animal;
      state.lastQuizTakeDate = payload.lastQuizTakeDate;
    });
    // The animal follows from the answers. Once one is saved the stored animal may be another
    // persona's, and the e-mailed plan and the reminder must not name it; after a retake there
    // are none, and Home would still say "your plan is ready" with nothing to build it from. The
    // persona call at the end of the quiz, or on the action plan, assigns the animal again.
    builder.addMatcher(isAnyOf(answerSaved, quizReset), (state) => {
      state.animal = null;
    });
  },
  selectors: {
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

export const { animalAssigned, enrollingFollowedCompany, languageChanged } = userSlice.actions;
export const userReducer = userSlice.reducer;
export const {
  selectAnimal,
  selectLanguage,
  selectSegment,
  selectIsEnroll,
  selectUid,
  selectDomain,
  selectDomainName,
  selectSiteVariant,
} = userSlice.selectors;

/**
 * Field by field: a stored user an earlier version wrote (without a field this one added) or with
 * one value this version does not know (a persona it no longer has) keeps every other field, so
 * one bad value does not cost the participant their persona or their enrollment.
 */
const entries = userStateSchema.entries;
const keep = <K extends keyof UserState>(key: K) => v.fallback(entries[key], initialUserState[key]);
const storedUserSchema = v.object({
  animal: keep('animal'),
  domain: keep('domain'),
  isReturnVisit: keep('isReturnVisit'),
  isEnroll: keep('isEnroll'),
  language: keep('language'),
  segment: keep('segment'),
  uid: keep('uid'),
  lastQuizModalViewDate: keep('lastQuizModalViewDate'),
  lastQuizTakeDate: keep('lastQuizTakeDate'),
  lastSentimentModalViewDate: keep('lastSentimentModalViewDate'),
  lastSentimentPollAnsweredDate: keep('lastSentimentPollAnsweredDate'),
});

export function restoreUser(raw: unknown): UserState | undefined {
  const parsed = v.safeParse(storedUserSchema, raw);
  return parsed.success ? parsed.output : undefined;
}
