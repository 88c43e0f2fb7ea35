import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { StoredAnswer } from '@/features/quiz/quiz-answers-slice';
import { server } from '@/testing/msw';
import { readLanguage, renderApp, speakSpanish } from '@/testing/test-utils';
import { genericQuiz } from '../../../../mocks/fixtures/quiz/quiz-config';

// The plan renders after a lazy route and the quiz, company and persona calls: a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const FRAGMENTS = '*/po/content/content/fragments/nested';

/** Stored answers: the option index of each question (a card question's first card). */
function answers(choices: number[]): StoredAnswer[] {
  return genericQuiz.children_questions.map((question, questionIndex) => {
    const index = choices[questionIndex] ?? 0;
    const option = question.children_options[index];
    if (!option) throw new Error('The generic quiz has changed');
    return {
      questionIndex,
      questionUuid: question['jcr:uuid'],
      questionOptionIndex: index,
      questionOptionUuid: option['jcr:uuid'],
      ...(question.questionType === 'card' ? { cardSelections: [index] } : {}),
    };
  });
}

/** A rabbit: step 1 has cards and more cards, step 2 a picture; no call to action up top. */
const RABBIT = answers([0, 0, 0, 1, 0]);
/** A goal and steady saving: a first step with a call to action, and a reminder block. */
const STEADY = answers([3, 1, 0, 1, 0]);

/**
 * No Spanish quiz for the company: the service answers the English one, which the app marks
 * `language: "en"`. With `english`, that English quiz is served changed.
 */
function serveNoSpanishQuiz(english?: (quiz: typeof genericQuiz) => object) {
  server.use(
    http.get(FRAGMENTS, ({ request }) => {
      const path = new URL(request.url).searchParams.get('path') ?? '';
      if (!path.endsWith('/quiz/config')) return undefined;
      if (path.includes('/us/es/')) return HttpResponse.json({});
      if (english && path.includes('/generic/us/en/'))
        return HttpResponse.json(english(genericQuiz));
      return undefined;
    }),
  );
}

function renderSpanishPlan(answered: StoredAnswer[]) {
  speakSpanish();
  return renderApp('/retirement/generic/quiz/action-plan', {
    preloadedState: { quizAnswers: { answers: answered } },
  });
}

async function planSections() {
  await waitFor(() => {
    expect(screen.getAllByTestId('plan-section')).toHaveLength(5);
  });
  return screen.getAllByTestId('plan-section');
}

const language = (element: HTMLElement) => readLanguage(element);

describe('a Spanish action plan from the English quiz', { timeout: 40_000 }, () => {
  it('marks the quiz’s texts as English, and not the app’s own', async () => {
    serveNoSpanishQuiz();
    const { user } = renderSpanishPlan(RABBIT);
    const title = await screen.findByRole(
      'heading',
      { level: 1, name: 'Your personal action plan' },
      { timeout: 15_000 },
    );
    expect(language(title)).toBe('en');
    expect(language(screen.getByText(/^Here's what we learned from your answers/))).toBe('en');

    // The first step: the section's title is the quiz's; the label and link are the app's.
    const first = screen.getByRole('region', { name: 'Su primer paso' });
    expect(language(within(first).getByText('Make your first dollars count'))).toBe('en');
    expect(language(within(first).getByText('Su primer paso'))).toBe('es-US');
    expect(language(within(first).getByRole('link', { name: 'Ir al paso 1' }))).toBe('es-US');
    expect(language(screen.getByRole('button', { name: 'Retake the quiz' }))).toBe('en');

    // The summary bullets.
    expect(language(await screen.findByText('What your answers tell us'))).toBe('en');
    expect(language(screen.getByText('Based on your answers, focus on:'))).toBe('en');
    const bullets = screen.getByTestId('plan-bullets');
    expect(
      language(within(bullets).getByText('Start saving, even a little, and let time do the work.')),
    ).toBe('en');

    // A step: its title (not the app's "Paso 1:"), bullet, text and cards.
    const [step] = await planSections();
    if (!step) throw new Error('no step');
    const heading = within(step).getByRole('heading', { level: 2 });
    expect(heading).toHaveTextContent('Paso 1: Make your first dollars count');
    expect(language(within(heading).getByText('Make your first dollars count'))).toBe('en');
    expect(language(within(heading).getByText('Paso 1:'))).toBe('es-US');
    expect(language(within(step).getByText('Sus próximos pasos'))).toBe('es-US');
    expect(
      language(within(step).getByText(/^The earliest dollars you save have the most time/)),
    ).toBe('en');
    expect(language(within(step).getByRole('checkbox', { name: 'Marcar como hecho' }))).toBe(
      'es-US',
    );

    // Cards: eyebrow, title, minute unit and call to action are the quiz's; the links keep their
    // names ("{cta}: {title}"), all English here, so the link itself is marked.
    const read = within(step).getAllByRole('link', { name: /^Read article: / })[0];
    if (!read) throw new Error('no article card');
    expect(read).toHaveAccessibleName('Read article: Start saving for retirement today');
    expect(language(read)).toBe('en');
    const card = within(step).getAllByRole('article')[0];
    if (!card) throw new Error('no card');
    expect(language(within(card).getByText('Article'))).toBe('en');
    expect(language(within(card).getByText('Start saving for retirement today'))).toBe('en');
    expect(language(within(card).getByText('min read'))).toBe('en');
    expect(card).toHaveTextContent(/\d+ min read/);

    // More cards, behind the app's button: a video card's link is the quiz's words too.
    const more = within(step).getByRole('button', { name: 'Mostrar más contenido' });
    expect(language(more)).toBe('es-US');
    await user.click(more);
    const video = await within(step).findByRole('link', {
      name: 'Play video: The power of compound growth',
    });
    expect(language(video)).toBe('en');
    expect(language(within(step).getAllByText('Video')[0] as HTMLElement)).toBe('en');
    expect(language(within(step).getAllByText('min watch')[0] as HTMLElement)).toBe('en');

    // Step 2's picture: its description and caption.
    const sections = await planSections();
    const second = sections[1] as HTMLElement;
    expect(language(within(second).getByRole('img', { name: /^Bar chart: you save 6%/ }))).toBe(
      'en',
    );
    expect(language(within(second).getByText('How a 50% match on 6% adds up'))).toBe('en');

    // The footer.
    expect(language(screen.getByText('Small steps add up'))).toBe('en');
    expect(language(screen.getByText(/^You don't have to do everything today\./))).toBe('en');
    expect(language(screen.getByText(/pasos completados/))).toBe('es-US');
  });

  it('marks a step’s call to action and its reminder as English', async () => {
    serveNoSpanishQuiz();
    renderSpanishPlan(STEADY);
    const first = await screen.findByRole(
      'region',
      { name: 'Su primer paso' },
      { timeout: 15_000 },
    );
    // The link's name is its text: the text is marked, inside the link.
    expect(within(first).getByRole('link', { name: 'Run the numbers' })).toBeInTheDocument();
    expect(language(within(first).getByText('Run the numbers'))).toBe('en');
    const sections = await planSections();
    const withReminder = sections.find((s) => within(s).queryByTestId('reminder-slot'));
    if (!withReminder) throw new Error('no reminder');
    const reminder = within(withReminder).getByTestId('reminder-slot');
    expect(
      language(await within(reminder).findByText(/^Want a nudge\? We'll email you in six months/)),
    ).toBe('en');
    expect(language(within(reminder).getByRole('button', { name: 'Remind me in 6 months' }))).toBe(
      'en',
    );
    const withCta = sections.find((s) =>
      within(s).queryByRole('link', { name: 'Run the numbers' }),
    );
    if (!withCta) throw new Error('no call to action');
    expect(language(within(withCta).getByText('Run the numbers'))).toBe('en');
  });

  it('leaves the app’s card labels unmarked where the quiz has none, and the mixed link names', async () => {
    serveNoSpanishQuiz((quiz) => ({
      ...quiz,
      featuredArticleEyebrow: undefined,
      articleCtaLabel: undefined,
      articleMinuteText: undefined,
    }));
    renderSpanishPlan(RABBIT);
    const [step] = await planSections();
    if (!step) throw new Error('no step');
    const card = within(step).getAllByRole('article')[0];
    if (!card) throw new Error('no card');
    expect(language(within(card).getByText('Artículo'))).toBe('es-US');
    expect(language(within(card).getByText('Start saving for retirement today'))).toBe('en');
    expect(language(within(card).getByText(/min de lectura/))).toBe('es-US');
    // "{cta}: {title}": the app's Spanish words and the quiz's English title, so the link keeps
    // the page's language; the name is unchanged.
    const read = within(card).getByRole('link', {
      name: 'Leer el artículo: Start saving for retirement today',
    });
    expect(language(read)).toBe('es-US');
  });

  it('marks nothing when the quiz is in Spanish', async () => {
    renderSpanishPlan(RABBIT);
    const title = await screen.findByRole(
      'heading',
      { level: 1, name: 'Su plan de acción personal' },
      { timeout: 15_000 },
    );
    const [step] = await planSections();
    if (!step) throw new Error('no step');
    expect(language(title)).toBe('es-US');
    const card = within(step).getAllByRole('article')[0];
    if (!card) throw new Error('no card');
    expect(language(within(card).getByRole('heading', { level: 3 }))).toBe('es-US');
    expect(language(within(card).getByRole('link', { name: /^Leer el artículo: / }))).toBe('es-US');
  });
});
