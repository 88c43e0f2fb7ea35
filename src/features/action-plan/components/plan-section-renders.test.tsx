import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StoredAnswer } from '@/features/quiz/quiz-answers-slice';
import { renderApp } from '@/testing/test-utils';
import { genericQuiz } from '../../../../mocks/fixtures/quiz/quiz-config';

/** Every render of an action card: what ticking a step costs a phone is mostly these. */
const cardRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./action-card', async (importOriginal) => {
  const original = await importOriginal<typeof import('./action-card')>();
  return {
    ...original,
    ActionCard: (props: Parameters<typeof original.ActionCard>[0]) => {
      cardRenders.count += 1;
      return original.ActionCard(props);
    },
  };
});

/** The first answer of every question. */
const ANSWERS: StoredAnswer[] = genericQuiz.children_questions.map((question, questionIndex) => {
  const option = question.children_options[0];
  if (!option) throw new Error('The generic quiz has changed');
  return {
    questionIndex,
    questionUuid: question['jcr:uuid'],
    questionOptionIndex: 0,
    questionOptionUuid: option['jcr:uuid'],
    ...(question.questionType === 'card' ? { cardSelections: [0] } : {}),
  };
});

describe('ticking a step of the action plan', { timeout: 30_000 }, () => {
  it('re-renders that step’s cards only, not every step’s', async () => {
    const { user } = renderApp('/retirement/generic/quiz/action-plan', {
      preloadedState: { quizAnswers: { answers: ANSWERS } },
    });
    await waitFor(
      () => {
        expect(screen.getAllByTestId('plan-section')).toHaveLength(5);
      },
      { timeout: 15_000 },
    );
    const step = screen.getByRole('region', { name: /^Step 1:/ });
    const cardsInStep = within(step).queryAllByRole('article').length;
    // The other steps have cards of their own, which ticking this one must leave alone.
    expect(screen.getAllByRole('article').length).toBeGreaterThan(cardsInStep);
    const checkbox = within(step).getByRole('checkbox', { name: 'Mark as done' });
    cardRenders.count = 0;

    await user.click(checkbox);

    expect(checkbox).toBeChecked();
    expect(cardRenders.count).toBeLessThanOrEqual(cardsInStep);
  });
});
