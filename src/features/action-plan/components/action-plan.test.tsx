import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StoredAnswer } from '@/features/quiz/quiz-answers-slice';
import { renderApp } from '@/testing/test-utils';
import { genericQuiz } from '../../../../mocks/fixtures/quiz/quiz-config';

/** The answers that make a rabbit, whose first step has no call to action of its own. */
const RABBIT: StoredAnswer[] = genericQuiz.children_questions.map((question, questionIndex) => {
  const option = question.children_options[questionIndex === 3 ? 1 : 0];
  if (!option) throw new Error('The generic quiz has changed');
  return {
    questionIndex,
    questionUuid: question['jcr:uuid'],
    questionOptionIndex: questionIndex === 3 ? 1 : 0,
    questionOptionUuid: option['jcr:uuid'],
    ...(question.questionType === 'card' ? { cardSelections: [0] } : {}),
  };
});

describe('the action plan’s first step', { timeout: 30_000 }, () => {
  it('"Go to step 1" moves the focus to step 1, so the keyboard goes on from there', async () => {
    const { user, router } = renderApp('/retirement/generic/quiz/action-plan', {
      preloadedState: { quizAnswers: { answers: RABBIT } },
    });
    const goToStep = await screen.findByRole('link', { name: 'Go to step 1' }, { timeout: 15_000 });
    await waitFor(() => {
      expect(screen.getAllByTestId('plan-section')).toHaveLength(5);
    });
    const step = screen.getByRole('region', { name: /^Step 1:/ });

    await user.click(goToStep);
    expect(router.state.location.hash).toBe('#step-1');
    await waitFor(() => {
      expect(step).toHaveFocus();
    });
    await user.tab();
    expect(within(step).getByRole('checkbox', { name: 'Mark as done' })).toHaveFocus();
    // Focusable only while it is the link's target.
    expect(step).not.toHaveAttribute('tabindex');

    // The same link again, once the reader has gone back up, goes there again.
    goToStep.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => {
      expect(step).toHaveFocus();
    });
    expect(within(step).getByRole('heading', { level: 2 })).toHaveTextContent(/^Step 1:/);
  });
});
