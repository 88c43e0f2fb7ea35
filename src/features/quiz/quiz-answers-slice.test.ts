import { describe, expect, it } from 'vitest';
import { answerSaved, quizAnswersReducer, restoreQuizAnswers } from './quiz-answers-slice';

const answer = (questionIndex: number, questionOptionIndex: number) => ({
  questionIndex,
  questionUuid: `q${String(questionIndex)}`,
  questionOptionIndex,
  questionOptionUuid: `o${String(questionOptionIndex)}`,
});

describe('quiz answers', () => {
  it('keeps one answer per question, in question order: going back and changing one replaces it', () => {
    let state = quizAnswersReducer(undefined, answerSaved(answer(1, 0)));
    state = quizAnswersReducer(state, answerSaved(answer(0, 2)));
    expect(state.answers).toEqual([answer(0, 2), answer(1, 0)]);
    state = quizAnswersReducer(state, answerSaved(answer(1, 3)));
    expect(state.answers).toEqual([answer(0, 2), answer(1, 3)]);
  });

  it('restores every valid answer and drops a damaged one', () => {
    expect(
      restoreQuizAnswers({ answers: [answer(0, 1), { questionIndex: -1 }, 'x', answer(2, 0)] }),
    ).toEqual({ answers: [answer(0, 1), answer(2, 0)] });
    expect(restoreQuizAnswers({ answers: 'x' })).toBeUndefined();
  });
});
