import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { z } from 'zod/mini';

/** SPEC.md "Stored answer per question". */
export const storedAnswerSchema = z.object({
  questionIndex: z.number().check(z.int(), z.nonnegative()),
  questionUuid: z.string(),
  questionOptionIndex: z.number().check(z.int()),
  questionOptionUuid: z.string(),
  cardSelections: z.optional(z.array(z.number().check(z.int(), z.nonnegative()))),
});
export type StoredAnswer = z.infer<typeof storedAnswerSchema>;

export const quizAnswersStateSchema = z.object({ answers: z.array(storedAnswerSchema) });
export type QuizAnswersState = z.infer<typeof quizAnswersStateSchema>;

const initialState: QuizAnswersState = { answers: [] };

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
  selectors: {
    selectAnswers: (state) => state.answers,
  },
});

export const { answerSaved, quizReset } = quizAnswersSlice.actions;
export const quizAnswersReducer = quizAnswersSlice.reducer;
export const { selectAnswers } = quizAnswersSlice.selectors;

export function restoreQuizAnswers(raw: unknown): QuizAnswersState | undefined {
  const parsed = quizAnswersStateSchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}
