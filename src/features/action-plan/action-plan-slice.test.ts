import { describe, expect, it } from 'vitest';
import { answerSaved, quizReset } from '@/features/quiz/quiz-answers-slice';
import {
  actionPlanReducer,
  planRetaken,
  retakeUndone,
  stepDoneToggled,
  type ActionPlanState,
} from './action-plan-slice';

const ANSWER = {
  questionIndex: 0,
  questionUuid: 'q1',
  questionOptionIndex: 1,
  questionOptionUuid: 'o2',
};

function retaken(): ActionPlanState {
  let state = actionPlanReducer(undefined, stepDoneToggled('q1:o2'));
  state = actionPlanReducer(state, planRetaken([ANSWER]));
  return actionPlanReducer(state, quizReset());
}

describe('a retaken plan', () => {
  it('clears the ticks and keeps them until the retake is taken back', () => {
    const state = retaken();
    expect(state.doneSteps).toEqual([]);
    expect(actionPlanReducer(state, retakeUndone())).toEqual({ doneSteps: ['q1:o2'] });
  });

  it('is gone once the new quiz has its first answer', () => {
    const state = actionPlanReducer(retaken(), answerSaved(ANSWER));
    expect(state.retaken).toBeUndefined();
    expect(actionPlanReducer(state, retakeUndone())).toEqual({ doneSteps: [] });
  });
});
