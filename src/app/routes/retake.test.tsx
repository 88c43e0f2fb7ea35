import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ANSWER_SETS, storedAnswers } from '@/testing/quiz-answers';
import { findByRoleCheaply, renderApp } from '@/testing/test-utils';

// The action plan and Home load lazy routes: allow for a busy machine.
configure({ asyncUtilTimeout: 5000 });

/** A returning participant of Harbor & Pine whose answers made them the rabbit. */
async function seedRabbitPlan() {
  window.localStorage.setItem(
    'retirement',
    JSON.stringify({
      quizAnswers: { answers: await storedAnswers(ANSWER_SETS.rabbit) },
      company: { config: { companyId: 'harborpine' } },
      user: { animal: 'rabbit' },
    }),
  );
}

describe('Retake the quiz', { timeout: 30_000 }, () => {
  it('forgets the persona with the answers: Home no longer says the plan is ready', async () => {
    await seedRabbitPlan();
    const { user, router, store } = renderApp('/retirement/harborpine/quiz/action-plan');
    await screen.findByRole('heading', { level: 1, name: 'Your personal action plan' });
    await user.click(await findByRoleCheaply('button', { name: 'Retake the quiz' }));
    await findByRoleCheaply('heading', { level: 1, name: "What's your retirement style?" });

    // The participant leaves the quiz without answering.
    await router.navigate('/retirement/harborpine');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Build your future with Harbor & Pine',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
    // Nor does what is sent (the e-mailed plan, the reminder) or stored name the old persona.
    expect(store.getState().user.animal).toBeNull();
    expect(store.getState().animal.articles).toEqual([]);
    const stored = JSON.parse(window.localStorage.getItem('retirement') ?? '{}') as {
      user?: { animal?: unknown };
    };
    expect(stored.user?.animal).toBeNull();
  });

  it('can be taken back before a new answer: the plan returns with its ticked steps', async () => {
    await seedRabbitPlan();
    const { user, router } = renderApp('/retirement/harborpine/quiz/action-plan');
    await screen.findByRole('heading', { level: 1, name: 'Your personal action plan' });
    const [step] = await screen.findAllByTestId('plan-section');
    if (!step) throw new Error('The plan has no step');
    await user.click(within(step).getByRole('checkbox', { name: 'Mark as done' }));
    await user.click(await findByRoleCheaply('button', { name: 'Retake the quiz' }));
    await findByRoleCheaply('heading', { level: 1, name: "What's your retirement style?" });
    expect(
      screen.getByText('Your earlier answers are cleared, so you can start afresh.'),
    ).toBeInTheDocument();
    // Kept in this tab only: the browser keeps the retake's clean slate.
    expect(window.localStorage.getItem('retirewellPlanProgress')).toBe('{"doneSteps":[]}');

    // Still offered after a visit elsewhere.
    await router.navigate('/retirement/harborpine');
    await screen.findByRole('heading', { level: 1, name: 'Build your future with Harbor & Pine' });
    await router.navigate('/retirement/harborpine/quiz');
    await user.click(await findByRoleCheaply('button', { name: 'Back to my action plan' }));
    await screen.findByRole('heading', { level: 1, name: 'Your personal action plan' });
    const [again] = await screen.findAllByTestId('plan-section');
    if (!again) throw new Error('The plan has no step');
    expect(within(again).getByRole('checkbox', { name: 'Mark as done' })).toBeChecked();
    expect(await screen.findByText('1 of 5 done')).toBeInTheDocument();
    // The persona is the plan's again, as before the retake.
    expect(await screen.findByRole('heading', { name: /rabbit/i })).toBeInTheDocument();
  });

  it('is not offered where no retake sent the participant', async () => {
    renderApp('/retirement/harborpine/quiz');
    await findByRoleCheaply('heading', { level: 1, name: "What's your retirement style?" });
    expect(
      screen.queryByRole('button', { name: 'Back to my action plan' }),
    ).not.toBeInTheDocument();
  });
});
