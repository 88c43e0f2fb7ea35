import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { flagOverridden } from '@/features/flags/flags-slice';
import { server } from '@/testing/msw';
import { ANSWER_SETS, storedAnswers } from '@/testing/quiz-answers';
import { findByRoleCheaply, renderApp } from '@/testing/test-utils';

// Each step waits 0.5 s and loads a lazy route: allow for a busy machine.
configure({ asyncUtilTimeout: 5000 });

describe('the persona after an answer changes', { timeout: 30_000 }, () => {
  it('is not e-mailed as the old animal while the new one is unknown', async () => {
    window.localStorage.setItem(
      'retirement',
      JSON.stringify({
        quizAnswers: { answers: await storedAnswers(ANSWER_SETS.rabbit) },
        company: { config: { companyId: 'generic' } },
        user: { animal: 'rabbit' },
      }),
    );
    // The persona service is down: the plan cannot say which animal the new answers give.
    server.use(http.get('*/wcm/api/po/cfs', () => HttpResponse.json({}, { status: 500 })));
    let body: Record<string, unknown> | undefined;
    server.use(
      http.post('*/po/content/email/action-plan', async ({ request: req }) => {
        body = (await req.clone().json()) as Record<string, unknown>;
        return undefined;
      }),
    );
    const { user, router, store } = renderApp('/retirement/generic/quiz/saving-style');
    // A juggler now: the fox, no longer the rabbit.
    await user.click(
      await screen.findByRole('button', { name: 'Other bills come first right now' }),
    );
    await findByRoleCheaply('heading', { level: 1, name: /How far away is retirement/ });
    await router.navigate('/retirement/generic/quiz/action-plan');
    await screen.findByRole('heading', { level: 1, name: 'Your personal action plan' });
    store.dispatch(flagOverridden({ key: 'enableEmailMyActionPlan', value: true }));
    await user.click(
      await findByRoleCheaply('button', { name: 'Email my action plan' }, { timeout: 15_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Email my action plan' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Email address/ }),
      'pat@example.com',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => {
      expect(body).toBeDefined();
    });
    expect(body?.personaAnimal).not.toBe('rabbit');
  });
});
