import { screen, within } from '@testing-library/react';
import type { QuizConfigInput } from '@/features/quiz/types';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/msw';
import { renderApp } from '@/testing/test-utils';
import { genericQuiz } from '../../../mocks/fixtures/quiz/quiz-config';

/** The content service answers the quiz definition with `quiz`; other fragments as usual. */
function serveQuiz(quiz: QuizConfigInput) {
  server.use(
    http.get('*/po/content/content/fragments/nested', ({ request }) => {
      const path = new URL(request.url).searchParams.get('path') ?? '';
      return path.endsWith('/quiz/config') ? HttpResponse.json(quiz) : undefined;
    }),
  );
}

describe('quiz question with extreme CMS content', { timeout: 60_000 }, () => {
  it('shows no unnamed answer and no React key error for an option id sent twice', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const [first, ...rest] = genericQuiz.children_questions;
    if (!first) throw new Error('The generic quiz has changed');
    const [a, b] = first.children_options;
    if (!a || !b) throw new Error('The generic quiz has changed');
    const quiz = {
      ...genericQuiz,
      children_questions: [
        {
          ...first,
          questionType: 'button',
          children_options: [
            { ...a, title: 'Yes', optionLabel: undefined },
            { ...b, 'jcr:uuid': a['jcr:uuid'], title: 'No', optionLabel: undefined },
            { ...b, 'jcr:uuid': 'blank-option', title: '', optionLabel: '  ' },
          ],
        },
        ...rest,
      ],
    };
    serveQuiz(quiz);
    renderApp(`/retirement/generic/quiz/${first['jcr:title']}`);
    const yes = await screen.findByRole('button', { name: 'Yes' }, { timeout: 10_000 });
    const options = within(screen.getByRole('main')).getAllByRole('button', { pressed: false });
    expect(options).toContain(yes);
    expect(options.map((option) => option.textContent)).toEqual(['Yes', 'No']);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('leaves out a question without a title and a question sent twice', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const [first, second, ...rest] = genericQuiz.children_questions;
    if (!first || !second) throw new Error('The generic quiz has changed');
    const quiz = {
      ...genericQuiz,
      children_questions: [
        first,
        { ...second, title: ' ' },
        { ...first, 'jcr:title': 'priorities-again' },
        ...rest,
      ],
    };
    serveQuiz(quiz);
    renderApp(`/retirement/generic/quiz/${first['jcr:title']}`);
    expect(
      await screen.findByRole(
        'heading',
        {
          level: 1,
          name: `Question 1 of ${String(rest.length + 1)}: ${first.title}`,
        },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
  });
});
