import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import * as v from 'valibot';
import type { Animal } from '@/config/constants';

/** SPEC.md "Stored answer per question". */
const storedAnswerSchema = v.object({
  questionIndex: v.pipe(v.number(), v.integer(), v.minValue(0)),
  questionUuid: v.string(),
  questionOptionIndex: v.pipe(v.number(), v.integer()),
  questionOptionUuid: v.string(),
  cardSelections: v.optional(v.array(v.pipe(v.number(), v.integer(), v.minValue(0)))),
});
export type StoredAnswer = v.InferOutput<typeof storedAnswerSchema>;

export const quizAnswersStateSchema = v.object({ answers: v.array(storedAnswerSchema) });
export type QuizAnswersState = v.InferOutput<typeof quizAnswersStateSchema>;

const initialState: QuizAnswersState = { answers: [] };

/**
 * Another tab of the site saved the quiz (its answers and the persona they gave, or a retake's
 * empty answers). This tab takes it up: its own later writes would otherwise put back the quiz it
 * started with, and the next visit would have lost what the participant did in the other tab.
 */
export const quizSavedInAnotherTab = createAction<{
  answers: StoredAnswer[];
  animal: Animal | null;
  lastQuizTakeDate: string | null;
}>('quizAnswers/savedInAnotherTab');

const quizAnswersSlice = createSlice({
  name: 'quizAnswers',
  initialState,
  reducers: {
    /** Saves the answer to one question, replacing an earlier answer to it. */
    answerSaved(state, action: PayloadAction<StoredAnswer>) {
      const others = state.answers.filter((a) => a.questionIndex !== action.payload.questionIndex);
      state.answers = [...others, action.payload].sort((a, b) => a.questionIndex - b.questionIndex);
    },
    /** Retake, or the quiz reset action of SPEC.md section 4. */
    quizReset(state) {
      state.answers = [];
    },
  },
  extraReducers: (builder) => {
    builder.addCase(quizSavedInAnotherTab, (state, { payload }) => {
      state.answers = payload.answers;
    });
  },
  selectors: {
    selectAnswers: (state) => state.answers,
  },
});

export const { answerSaved, quizReset } = quizAnswersSlice.actions;
export const quizAnswersReducer = quizAnswersSlice.reducer;
export const { selectAnswers } = quizAnswersSlice.selectors;

/**
 * Answer by answer: one damaged entry (hand-edited storage, an older shape) is dropped, and the
 * participant keeps every other answer instead of starting the quiz again.
 */
export function restoreQuizAnswers(raw: unknown): QuizAnswersState | undefined {
  const parsed = v.safeParse(v.object({ answers: v.array(v.unknown()) }), raw);
  if (!parsed.success) return undefined;
  return {
    answers: parsed.output.answers.flatMap((entry) => {
      const answer = v.safeParse(storedAnswerSchema, entry);
      return answer.success ? [answer.output] : [];
    }),
  };
}
