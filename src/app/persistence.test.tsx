import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stepKey } from '@/features/action-plan/action-plan-model';
import { ANSWER_SETS, storedAnswers } from '@/testing/quiz-answers';
import { renderApp } from '@/testing/test-utils';
import { SESSION_VERSION } from './persistence';

/** What the browser does when another tab of the site writes a local key. */
function writeInAnotherTab(key: string, value: unknown) {
  const newValue = JSON.stringify(value);
  act(() => {
    window.localStorage.setItem(key, newValue);
    window.dispatchEvent(
      new StorageEvent('storage', { key, newValue, storageArea: window.localStorage }),
    );
  });
}

const storedRetirement = () =>
  JSON.parse(window.localStorage.getItem('retirement') ?? '{}') as {
    user?: { animal?: unknown };
    quizAnswers?: { answers?: unknown[] };
  };

// Each test renders the whole app: on a busy shared machine the first view can take seconds.
const LOAD = { timeout: 10_000 };

describe('two tabs of the site', { timeout: 30_000 }, () => {
  it('a tab left open takes up the quiz finished in another, and never writes it away', async () => {
    const { user } = renderApp('/retirement/harborpine');
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Build your future with Harbor & Pine' },
      LOAD,
    );

    // The participant takes the quiz in a second tab, which saves it for their next visit.
    const answers = await storedAnswers(ANSWER_SETS.rabbit);
    writeInAnotherTab('retirement', {
      user: { animal: 'rabbit', lastQuizTakeDate: '2026-11-27T03:00:00.000Z' },
      company: { config: { companyId: 'harborpine' } },
      quizAnswers: { answers },
    });

    // Back in the first tab: its home is the persona's now, and a change made there (the
    // language) saves the quiz with it instead of the empty one this tab started with.
    expect(
      await screen.findByRole(
        'heading',
        {
          level: 1,
          name: 'Welcome back. Your quick-start plan is ready',
        },
        LOAD,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Español' }));
    await waitFor(() => {
      expect(storedRetirement()).toMatchObject({ user: { language: 'es-US' } });
    });
    expect(storedRetirement().user?.animal).toBe('rabbit');
    expect(storedRetirement().quizAnswers?.answers).toEqual(answers);
  });

  it('a tab left open on the action plan adds its ticks to those made in another', async () => {
    const answers = await storedAnswers(ANSWER_SETS.rabbit);
    window.localStorage.setItem(
      'retirement',
      JSON.stringify({
        company: { config: { companyId: 'harborpine' } },
        quizAnswers: { answers },
      }),
    );
    const { user } = renderApp('/retirement/harborpine/quiz/action-plan');
    await waitFor(() => {
      expect(screen.getAllByTestId('plan-section')).toHaveLength(5);
    }, LOAD);
    const [first, second] = screen.getAllByTestId('plan-section');
    // Looked up each time: a changed count is a new node (ChangingText).
    const progress = () => screen.getByText(/of 5 done/);
    expect(progress()).toHaveTextContent('0 of 5 done');

    const [firstStep = '', secondStep = ''] = answers.map((answer) =>
      stepKey(answer.questionUuid, answer.questionOptionUuid),
    );
    // The first step is marked as done in another tab.
    writeInAnotherTab('retirewellPlanProgress', { doneSteps: [firstStep] });
    expect(progress()).toHaveTextContent('1 of 5 done');
    expect(
      within(first as HTMLElement).getByRole('checkbox', { name: 'Mark as done' }),
    ).toBeChecked();

    await user.click(within(second as HTMLElement).getByRole('checkbox', { name: 'Mark as done' }));
    expect(progress()).toHaveTextContent('2 of 5 done');
    expect(JSON.parse(window.localStorage.getItem('retirewellPlanProgress') ?? '{}')).toEqual({
      doneSteps: [firstStep, secondStep],
    });
  });

  it('a tab the browser reopens or reloads takes up the quiz saved since, and never writes it away', async () => {
    // This tab's copy from weeks ago: a fox. The browser discarded the tab (or closed and
    // restored it) and kept its session copy, while the participant retook the quiz in another.
    window.sessionStorage.setItem(
      'redux-store',
      JSON.stringify({
        version: SESSION_VERSION,
        user: { animal: 'fox', lastQuizTakeDate: '2026-10-01T12:00:00.000Z' },
        company: { companyId: 'harborpine' },
        quizAnswers: { answers: [] },
      }),
    );
    const answers = await storedAnswers(ANSWER_SETS.rabbit);
    window.localStorage.setItem(
      'retirement',
      JSON.stringify({
        user: { animal: 'rabbit', lastQuizTakeDate: '2026-11-20T12:00:00.000Z' },
        company: { config: { companyId: 'harborpine' } },
        quizAnswers: { answers },
      }),
    );
    const { store } = renderApp('/retirement/harborpine');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Welcome back. Your quick-start plan is ready' },
        LOAD,
      ),
    ).toBeInTheDocument();
    expect(store.getState().user.lastQuizTakeDate).toBe('2026-11-20T12:00:00.000Z');
    expect(storedRetirement().user?.animal).toBe('rabbit');
    expect(storedRetirement().quizAnswers?.answers).toEqual(answers);
  });

  it('a page the back/forward cache brings back takes up the quiz saved while it was away', async () => {
    renderApp('/retirement/harborpine');
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Build your future with Harbor & Pine' },
      LOAD,
    );

    // Saved by another tab while this page was in the cache, where no storage event reaches it.
    window.localStorage.setItem(
      'retirement',
      JSON.stringify({
        user: { animal: 'fox' },
        company: { config: { companyId: 'harborpine' } },
        quizAnswers: { answers: [] },
      }),
    );
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(
      await screen.findByRole(
        'heading',
        {
          level: 1,
          name: 'Welcome back. Balance today and tomorrow',
        },
        LOAD,
      ),
    ).toBeInTheDocument();
  });
});
