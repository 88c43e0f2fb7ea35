import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { StoredAnswer } from '@/features/quiz/quiz-answers-slice';
import { server } from '@/testing/msw';
import { renderApp } from '@/testing/test-utils';
import { animalArticle } from '../../../../mocks/fixtures/quiz/personas';
import { genericQuiz } from '../../../../mocks/fixtures/quiz/quiz-config';

/** Every question answered with its first option. */
const FIRST_ANSWERS: StoredAnswer[] = genericQuiz.children_questions.map(
  (question, questionIndex) => ({
    questionIndex,
    questionUuid: question['jcr:uuid'],
    questionOptionIndex: 0,
    questionOptionUuid: question.children_options[0]?.['jcr:uuid'] ?? '',
    ...(question.questionType === 'card' ? { cardSelections: [0] } : {}),
  }),
);

/**
 * The generic quiz as an author may legally write it: every answer with the same bullet, and
 * the first step listing its first article twice.
 */
const REPEATING_QUIZ = {
  ...genericQuiz,
  children_questions: genericQuiz.children_questions.map((question, questionIndex) => ({
    ...question,
    children_options: question.children_options.map((option) => ({
      ...option,
      children_actionPlanConfig: option.children_actionPlanConfig.map((config) => ({
        ...config,
        bulletPoint: 'Review your plan once a year',
      })),
      children_articlePath:
        questionIndex === 0
          ? [...option.children_articlePath, ...option.children_articlePath]
          : option.children_articlePath,
    })),
  })),
};

describe('the action plan with repeated CMS content', { timeout: 60_000 }, () => {
  it('shows a repeated bullet once and no blank bullet', async () => {
    const consoleError = vi.spyOn(console, 'error');
    server.use(
      http.get('*/po/content/content/fragments/nested', ({ request }) => {
        const path = new URL(request.url).searchParams.get('path') ?? '';
        return path.endsWith('/quiz/config') ? HttpResponse.json(REPEATING_QUIZ) : undefined;
      }),
      http.get('*/wcm/api/po/cfs', () => {
        const article = animalArticle('rabbit');
        return HttpResponse.json({
          articles: [
            {
              ...article,
              properties: { ...article.properties, bullets: ['Saves early', ' ', 'Saves early'] },
            },
          ],
        });
      }),
    );
    renderApp('/retirement/generic/quiz/action-plan', {
      preloadedState: { quizAnswers: { answers: FIRST_ANSWERS } },
    });
    const persona = await screen.findByRole(
      'region',
      { name: 'Your retirement persona' },
      { timeout: 15_000 },
    );
    expect(
      (await within(persona).findAllByRole('listitem')).map((item) => item.textContent),
    ).toEqual(['Saves early']);
    await waitFor(() => {
      expect(screen.getAllByTestId('plan-section')).toHaveLength(5);
    });
    expect(
      within(screen.getByTestId('plan-bullets'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Review your plan once a year']);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
