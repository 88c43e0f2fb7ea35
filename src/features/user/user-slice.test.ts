import { describe, expect, it } from 'vitest';
import { answerSaved, quizSavedInAnotherTab } from '@/features/quiz/quiz-answers-slice';
import { animalAssigned, userReducer } from './user-slice';

const changedAnswer = answerSaved({
  questionIndex: 1,
  questionUuid: 'q1',
  questionOptionIndex: 2,
  questionOptionUuid: 'o2',
});

describe('the stored persona', () => {
  it('is forgotten once an answer changes, so nothing names a persona the answers may not give', () => {
    const fox = userReducer(undefined, animalAssigned('fox'));
    expect(fox.animal).toBe('fox');
    expect(fox.lastQuizTakeDate).not.toBeNull();
    expect(userReducer(fox, changedAnswer).animal).toBeNull();
  });

  it("is another tab's when that tab saved a quiz", () => {
    const state = userReducer(
      undefined,
      quizSavedInAnotherTab({
        answers: [],
        animal: 'owl',
        lastQuizTakeDate: '2026-11-20T12:00:00.000Z',
      }),
    );
    expect(state).toMatchObject({ animal: 'owl', lastQuizTakeDate: '2026-11-20T12:00:00.000Z' });
  });
});
