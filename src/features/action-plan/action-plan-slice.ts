import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import * as v from 'valibot';
import { answerSaved, quizReset, type StoredAnswer } from '@/features/quiz/quiz-answers-slice';
import { stepKey } from './action-plan-model';

/** A plan a retake cleared: its answers and its ticked steps. */
export interface RetakenPlan {
  answers: StoredAnswer[];
  doneSteps: string[];
}

/** Which next steps of the action plan the participant has marked as done (by section key). */
export interface ActionPlanState {
  doneSteps: string[];
  /**
   * The plan the last retake cleared, until a new answer is saved; in this tab only (the browser
   * keeps the retake's empty answers).
   */
  retaken?: RetakenPlan;
}

const initialState: ActionPlanState = { doneSteps: [] };

const actionPlanSlice = createSlice({
  name: 'actionPlan',
  initialState,
  reducers: {
    stepDoneToggled(state, { payload: key }: PayloadAction<string>) {
      state.doneSteps = state.doneSteps.includes(key)
        ? state.doneSteps.filter((done) => done !== key)
        : [...state.doneSteps, key];
    },
    /** Another tab saved the progress: this tab's next tick adds to it instead of undoing it. */
    doneStepsSavedInAnotherTab(state, { payload }: PayloadAction<string[]>) {
      state.doneSteps = payload;
    },
    /** Retake: the answers the quiz reset is about to clear, kept with the plan's ticks. */
    planRetaken(state, { payload: answers }: PayloadAction<StoredAnswer[]>) {
      state.retaken = answers.length > 0 ? { answers, doneSteps: state.doneSteps } : undefined;
    },
    /** The retake taken back: the plan's ticks come back (its answers are saved again). */
    retakeUndone(state) {
      if (state.retaken) state.doneSteps = state.retaken.doneSteps;
      delete state.retaken;
    },
  },
  extraReducers: (builder) => {
    // A retake is a new plan: the old steps' ticks do not carry over.
    builder.addCase(quizReset, (state) => {
      state.doneSteps = [];
    });
    // The new plan's first answer: the old one is gone for good.
    builder.addCase(answerSaved, (state) => {
      delete state.retaken;
    });
  },
  selectors: {
    selectDoneSteps: (state) => state.doneSteps,
    selectRetakenPlan: (state) => state.retaken,
  },
});

export const { stepDoneToggled, doneStepsSavedInAnotherTab, planRetaken, retakeUndone } =
  actionPlanSlice.actions;
export const actionPlanReducer = actionPlanSlice.reducer;
export const { selectDoneSteps, selectRetakenPlan } = actionPlanSlice.selectors;

const storedSchema = v.object({
  doneSteps: v.pipe(v.array(v.pipe(v.string(), v.maxLength(200))), v.maxLength(100)),
});

/**
 * Stored progress, as far as it is a list of step keys; anything else starts afresh. Earlier
 * versions kept a tick under its question alone: it was made on the step of the answer stored
 * with it, so it moves to that answer's key and stays off any step a later answer brings.
 */
export function restoreActionPlan(
  raw: unknown,
  answers: readonly StoredAnswer[],
): ActionPlanState | undefined {
  const parsed = v.safeParse(storedSchema, raw);
  if (!parsed.success) return undefined;
  const doneSteps = parsed.output.doneSteps.map((key) => {
    const answer = answers.find((a) => a.questionUuid === key);
    return answer ? stepKey(answer.questionUuid, answer.questionOptionUuid) : key;
  });
  return { doneSteps: [...new Set(doneSteps)] };
}
