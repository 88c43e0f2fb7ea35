import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { flagOverridden } from '@/features/flags/flags-slice';
import { FALLBACK_ANIMAL_TAGS } from '@/features/quiz/api/quiz-queries';
import type { StoredAnswer } from '@/features/quiz/quiz-answers-slice';
import { setLogSink, type LogEntry } from '@/lib/logger';
import { failGet, holdCompanyConfig, server } from '@/testing/msw';
import { ANSWER_SETS, storedAnswers } from '@/testing/quiz-answers';
import {
  clickBesideDialog,
  findByRoleCheaply,
  readLanguage,
  renderApp,
  speakSpanish,
} from '@/testing/test-utils';
import {
  clearActionPlanEmails,
  listActionPlanEmails,
} from '../../../mocks/fixtures/quiz/action-plan-email';
import { animalArticle } from '../../../mocks/fixtures/quiz/personas';

// Each step waits 0.5 s and loads a lazy route: allow for a busy machine.
configure({ asyncUtilTimeout: 5000 });

const NOT_FOUND = 'Hmm ... looks like this page is already enjoying its retirement.';
const DEFAULT_ERROR = "We're sorry, an error has occurred. Please try again later.";
const FRAGMENTS = '*/po/content/content/fragments/nested';
const PERSONA = '*/wcm/api/po/cfs';

function seedReturnVisit(answers: StoredAnswer[], extra: Record<string, unknown> = {}) {
  window.localStorage.setItem(
    'retirement',
    JSON.stringify({
      quizAnswers: { answers },
      company: { config: { companyId: 'generic' } },
      ...extra,
    }),
  );
}

const question = (name: string) =>
  findByRoleCheaply('heading', { level: 1, name: new RegExp(name.replace(/[?.]/g, '\\$&')) });

type User = ReturnType<typeof renderApp>['user'];

/** The quiz definition's call fails until `heal` is called. */
function failQuizConfig() {
  let failing = true;
  server.use(
    http.get(FRAGMENTS, ({ request }) => {
      const path = new URL(request.url).searchParams.get('path') ?? '';
      if (failing && path.endsWith('/quiz/config')) {
        return HttpResponse.json({ error: 'down' }, { status: 500 });
      }
      return undefined;
    }),
  );
  return {
    heal: () => {
      failing = false;
    },
  };
}

async function clickOption(user: User, name: string) {
  await user.click(screen.getByRole('button', { name }));
}

/**
 * Back to question 3, where "Less than 10 years" makes anyone an owl, then back to the plan from
 * the header, without answering the last question again.
 */
async function changeToOwlAndReturnToPlan(
  user: User,
  router: ReturnType<typeof renderApp>['router'],
) {
  await router.navigate('/retirement/generic/quiz/time-horizon');
  await question('How far away is retirement for you?');
  await clickOption(user, 'Less than 10 years');
  await question('The market drops 15% in a month. What do you do?');
  await user.click(
    within(screen.getByRole('banner')).getByRole('link', { name: 'My action plan' }),
  );
}

/** Answers the generic quiz through the UI: rabbit's answers, by default. */
async function takeQuiz(user: User) {
  await question("What's on your mind right now?");
  await clickOption(user, 'Getting started with saving');
  await clickOption(user, 'Taxes and my paycheck');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await question('Which sounds most like you?');
  await clickOption(user, "I'm just getting started with saving");
  await question('How far away is retirement for you?');
  await clickOption(user, 'More than 20 years');
  await question('The market drops 15% in a month. What do you do?');
  await clickOption(user, "Wait it out. It'll come back.");
  await question('How would you like to keep going?');
  await clickOption(user, 'Quick videos');
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

/** The action plan's five steps, once all are there: each renders in a task of its own. */
async function planSections() {
  await waitFor(() => {
    expect(screen.getAllByTestId('plan-section')).toHaveLength(5);
  });
  return screen.getAllByTestId('plan-section');
}

describe('the quiz, start to finish', () => {
  // Seven pages, each a wait of up to 5 s, and five 0.5 s steps: more time than those waits add
  // up to, so on a busy machine a slow page fails at its own step, not at the test's end.
  it('goes from the welcome page through every question to the action plan', async () => {
    const { user, router, store } = renderApp('/retirement/generic/quiz');
    expect(
      await screen.findByRole('heading', { level: 1, name: "What's your retirement style?" }),
    ).toBeInTheDocument();
    expect(screen.getByText('About 2 minutes · 5 questions')).toBeInTheDocument();
    expect(screen.getByText('No wrong answers, promise!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Let's get started" }));
    await takeQuiz(user);
    expect(await screen.findByText('Finding your retirement persona…')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your personal action plan' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/retirement/generic/quiz/action-plan');
    expect(await screen.findByTestId('persona-name')).toHaveTextContent('The Eager Rabbit');
    expect(store.getState().user.animal).toBe('rabbit');
    expect(store.getState().animal.articles[0]?.id).toBe('persona-rabbit');
    expect(store.getState().quizAnswers.answers).toHaveLength(5);
    expect(await planSections()).toHaveLength(5);
    expect(screen.queryByText(/did not let us save/)).not.toBeInTheDocument();
  }, 60_000);

  it('says so on the action plan when the browser will not keep the answers (storage full)', async () => {
    // Another page of the origin has filled its share (5 million characters, as in browsers).
    window.localStorage.setItem('filler', 'x'.repeat(4_999_000));
    const { user } = renderApp('/retirement/generic/quiz');
    await user.click(await screen.findByRole('button', { name: "Let's get started" }));
    await takeQuiz(user);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your personal action plan' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'This browser did not let us save your quiz answers, so your plan may not be here the next time you visit.',
      ),
    ).toBeVisible();
  }, 30_000);

  it('reports the quiz as a self-service process: start, each step, completion with the animal', async () => {
    window.dataLayer = [];
    const { user } = renderApp('/retirement/generic/quiz');
    await user.click(await screen.findByRole('button', { name: "Let's get started" }));
    await takeQuiz(user);
    await screen.findByRole('heading', { level: 1, name: 'Your personal action plan' });
    const events = (window.dataLayer as { event: string }[]).filter((e) =>
      e.event.startsWith('Self Service'),
    );
    expect(events.map((e) => e.event)).toEqual([
      'Self Service Started',
      ...Array<string>(5).fill('Self Service Step'),
      'Self Service Completed',
    ]);
    expect(events[1]).toMatchObject({
      processStepValue: '1 of 5',
      ActivityName: 'Retirement persona quiz',
    });
    expect(events.at(-1)).toMatchObject({ processStepValue: 'rabbit', settingUsed: 'generic' });
  }, 30_000);

  it('reports the start once when the start button is double-clicked', async () => {
    window.dataLayer = [];
    const { user } = renderApp('/retirement/generic/quiz');
    await user.dblClick(await screen.findByRole('button', { name: "Let's get started" }));
    await question("What's on your mind right now?");
    expect(
      (window.dataLayer as { event: string }[]).filter((e) => e.event === 'Self Service Started'),
    ).toHaveLength(1);
  });

  it('waits half a second after the start button', async () => {
    const { user, router } = renderApp('/retirement/generic/quiz');
    await user.click(await screen.findByRole('button', { name: "Let's get started" }));
    expect(router.state.location.pathname).toBe('/retirement/generic/quiz');
    await question("What's on your mind right now?");
    expect(router.state.location.pathname).toBe('/retirement/generic/quiz/priorities');
  });
});

describe('question pages', () => {
  it('shows the progress as n / total, floor(n/total*100)% wide, and names it for screen readers', async () => {
    seedReturnVisit(await storedAnswers(ANSWER_SETS.owl.slice(0, 1)));
    renderApp('/retirement/generic/quiz/saving-style');
    await question('Which sounds most like you?');
    const bar = screen.getByRole('progressbar', { name: 'Question 2 of 5' });
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuemax', '5');
    expect(screen.getByText('2 / 5')).toBeInTheDocument();
    expect(screen.getByTestId('quiz-progress-fill')).toHaveStyle({ width: '40%' });
  });

  it('card questions toggle, stop at maxSelect and keep Next disabled until something is chosen', async () => {
    const { user } = renderApp('/retirement/generic/quiz/priorities');
    await question("What's on your mind right now?");
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    const names = ['Getting started with saving', 'Paying down debt', 'Investing with confidence'];
    for (const name of names) await clickOption(user, name);
    for (const name of names) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
    }
    expect(screen.getByRole('button', { name: 'Taxes and my paycheck' })).toBeDisabled();
    expect(next).toBeEnabled();
    await clickOption(user, 'Paying down debt');
    expect(screen.getByRole('button', { name: 'Paying down debt' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('button', { name: 'Taxes and my paycheck' })).toBeEnabled();
    await clickOption(user, 'Getting started with saving');
    await clickOption(user, 'Investing with confidence');
    expect(next).toBeDisabled();
  });

  it('a card tapped in the half second after Next does not change the answer shown', async () => {
    const { user, store } = renderApp('/retirement/generic/quiz/priorities');
    await question("What's on your mind right now?");
    await clickOption(user, 'Getting started with saving');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // Tapped at once, with no pause of user-event's between: on a loaded machine its own steps
    // could outlast the half second, and the tap would land on the next question.
    fireEvent.click(screen.getByRole('button', { name: 'Paying down debt' }));
    expect(screen.getByRole('button', { name: 'Paying down debt' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(store.getState().quizAnswers.answers).toHaveLength(1);
    await question('Which sounds most like you?');
  });

  it('a button question saves the answer on click, highlights it and moves on', async () => {
    seedReturnVisit(await storedAnswers(ANSWER_SETS.owl.slice(0, 1)));
    const { user, store, router } = renderApp('/retirement/generic/quiz/saving-style');
    await question('Which sounds most like you?');
    await clickOption(user, 'Other bills come first right now');
    expect(
      screen.getByRole('button', { name: 'Other bills come first right now' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(store.getState().quizAnswers.answers).toHaveLength(2);
    await question('How far away is retirement for you?');
    expect(router.state.location.pathname).toBe('/retirement/generic/quiz/time-horizon');
  });

  it('Back is disabled on the first question (DESIGN.md section 9)', async () => {
    renderApp('/retirement/generic/quiz/priorities');
    await question("What's on your mind right now?");
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
  });

  it('Back returns to the previous question with every answer kept', async () => {
    seedReturnVisit(await storedAnswers(ANSWER_SETS.owl.slice(0, 2)));
    const { user, store, router } = renderApp('/retirement/generic/quiz/time-horizon');
    await question('How far away is retirement for you?');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await question('Which sounds most like you?');
    expect(router.state.location.pathname).toBe('/retirement/generic/quiz/saving-style');
    // The answer given before is still chosen, and nothing stored was dropped.
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(1);
    expect(store.getState().quizAnswers.answers).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await question("What's on your mind right now?");
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(3);
  });

  it('an unknown step shows not-found', async () => {
    renderApp('/retirement/generic/quiz/no-such-question');
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND })).toBeInTheDocument();
  });

  it('a step typed in another case opens that question at its own address', async () => {
    const { router } = renderApp('/retirement/generic/quiz/PRIORITIES?lang=en');
    await question("What's on your mind right now?");
    expect(router.state.location.pathname).toBe('/retirement/generic/quiz/priorities');
  });

  it('a question past the first unanswered one sends the user back to it', async () => {
    const { router } = renderApp('/retirement/generic/quiz/support');
    await question("What's on your mind right now?");
    expect(router.state.location.pathname).toBe('/retirement/generic/quiz/priorities');
  });
});

describe('resume rules', () => {
  it('a returning user with some answers goes to the next unanswered question', async () => {
    seedReturnVisit(await storedAnswers(ANSWER_SETS.fox.slice(0, 2)));
    const { router } = renderApp('/retirement/generic/quiz');
    await question('How far away is retirement for you?');
    expect(router.state.location.pathname).toBe('/retirement/generic/quiz/time-horizon');
  });

  it('answers to a quiz the CMS has since changed are asked again, and the welcome says why', async () => {
    const outdated = (await storedAnswers(ANSWER_SETS.fox)).map((answer) => ({
      ...answer,
      questionUuid: `old-${answer.questionUuid}`,
    }));
    seedReturnVisit(outdated, { user: { animal: 'fox' } });
    const { router } = renderApp('/retirement/generic/quiz');
    expect(
      await screen.findByText(
        'This quiz has changed since you last took it. Answer it again to update your action plan.',
      ),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/retirement/generic/quiz');
  });

  it('a first visit to the quiz has no such note', async () => {
    renderApp('/retirement/generic/quiz');
    await screen.findByRole('button', { name: "Let's get started" });
    expect(screen.queryByText(/This quiz has changed/)).not.toBeInTheDocument();
  });

  it('a returning user with every answer goes to the action plan', async () => {
    seedReturnVisit(await storedAnswers(ANSWER_SETS.fox));
    const { router } = renderApp('/retirement/generic/quiz');
    await screen.findByRole('heading', { level: 1, name: 'Your personal action plan' });
    expect(router.state.location.pathname).toBe('/retirement/generic/quiz/action-plan');
    // A new tab kept only the answers and the animal: the persona is asked for again.
    expect(await screen.findByTestId('persona-name')).toHaveTextContent('The Resourceful Fox');
  });

  it('a malformed article from the persona service costs only that article', async () => {
    seedReturnVisit(await storedAnswers(ANSWER_SETS.rabbit));
    const extra = { id: 'rabbit-first-steps', title: 'First steps', path: '/articles/first-steps' };
    server.use(
      http.get(PERSONA, () =>
        HttpResponse.json({
          articles: [animalArticle('rabbit'), { id: 42, title: 'No string id' }, extra],
        }),
      ),
    );
    const { store } = renderApp('/retirement/generic/quiz/action-plan');
    expect(await screen.findByTestId('persona-name')).toHaveTextContent('The Eager Rabbit');
    // The persona's articles reach the store in an effect after the name is on screen: on a busy
    // machine the two were read between them.
    await waitFor(() => {
      expect(store.getState().animal.articles.map((article) => article.id)).toEqual([
        'persona-rabbit',
        'rabbit-first-steps',
      ]);
    });
  });
});

describe('the persona for each answer set', () => {
  const expected = {
    rabbit: 'The Eager Rabbit',
    lynx: 'The Focused Lynx',
    fox: 'The Resourceful Fox',
    elk: 'The Steady Elk',
    owl: 'The Wise Owl',
    fallback: 'The Steady Elk',
  } as const;
  for (const [set, name] of Object.entries(expected)) {
    it(`${set} answers show ${name}`, async () => {
      seedReturnVisit(await storedAnswers(ANSWER_SETS[set as keyof typeof ANSWER_SETS]));
      renderApp('/retirement/generic/quiz/action-plan');
      expect(await screen.findByTestId('persona-name')).toHaveTextContent(name);
    });
  }

  it('asks again with the fallback tags when the answers map to nothing', async () => {
    const asked: string[][] = [];
    server.events.on('request:start', ({ request: req }) => {
      const url = new URL(req.url);
      if (url.pathname.endsWith('/wcm/api/po/cfs')) {
        asked.push([1, 2, 3].map((n) => url.searchParams.get(`question${String(n)}Tag`) ?? ''));
      }
    });
    seedReturnVisit(await storedAnswers(ANSWER_SETS.fallback));
    renderApp('/retirement/generic/quiz/action-plan');
    await screen.findByTestId('persona-name');
    expect(asked).toEqual([
      [
        'my-retirement:quiz/saver-maximizer',
        'my-retirement:quiz/risk-cautious',
        'my-retirement:quiz/horizon-long',
      ],
      [...FALLBACK_ANIMAL_TAGS],
    ]);
  });
});

describe('the quiz content', () => {
  it("falls back to the company's default segment, then to the default company", async () => {
    const paths: string[] = [];
    server.events.on('request:start', ({ request: req }) => {
      const path = new URL(req.url).searchParams.get('path') ?? '';
      if (path.endsWith('/quiz/config'))
        paths.push(path.replace('/content/dam/my-retirement/sites/', ''));
    });
    renderApp('/retirement/harborpine/quiz?s=k');
    await screen.findByRole('heading', { level: 1, name: "What's your retirement style?" });
    // The one content-scope rule, as for the home page: the company's own content first.
    expect(paths).toEqual([
      'harborpine/us/en/segments/k/quiz/config',
      'harborpine/us/en/segments/g/quiz/config',
      'generic/us/en/segments/k/quiz/config',
      'generic/us/en/segments/g/quiz/config',
    ]);
  });

  it('a quiz with no questions anywhere says so', async () => {
    server.use(
      http.get(FRAGMENTS, ({ request: req }) =>
        new URL(req.url).searchParams.get('path')?.endsWith('/quiz/config')
          ? HttpResponse.json({})
          : undefined,
      ),
    );
    renderApp('/retirement/generic/quiz');
    expect(await screen.findByText(/The quiz isn't available/)).toBeInTheDocument();
  });
});

describe('failing calls', () => {
  it('a failing quiz call shows the default message with a retry that recovers', async () => {
    const quizCall = failQuizConfig();
    const { user } = renderApp('/retirement/generic/quiz');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(DEFAULT_ERROR);
    quizCall.heal();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: "What's your retirement style?" }),
    ).toBeInTheDocument();
  });

  it('a failing quiz-animal call keeps every answer and offers a retry that finishes the quiz', async () => {
    seedReturnVisit(await storedAnswers(ANSWER_SETS.lynx.slice(0, 4)));
    failGet(PERSONA, 'malformed-json');
    const { user, store, router } = renderApp('/retirement/generic/quiz/support');
    await question('How would you like to keep going?');
    await clickOption(user, 'Quick videos');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(DEFAULT_ERROR);
    expect(store.getState().quizAnswers.answers).toHaveLength(5);
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: 'Your personal action plan' });
    expect(router.state.location.pathname).toBe('/retirement/generic/quiz/action-plan');
    expect(store.getState().user.animal).toBe('lynx');
  });

  it('a participant who leaves while the persona is found stays where they went', async () => {
    seedReturnVisit(await storedAnswers(ANSWER_SETS.lynx.slice(0, 4)));
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(PERSONA, async () => {
        await held;
        return undefined;
      }),
    );
    const { user, store, router } = renderApp('/retirement/generic/quiz/support');
    await question('How would you like to keep going?');
    await clickOption(user, 'Quick videos');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Finding your retirement persona…');
    await user.click(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Get the facts' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Get the facts' });
    answer();
    // The persona is still kept for the action plan, but the page they chose is not taken away.
    await waitFor(() => {
      expect(store.getState().user.animal).toBe('lynx');
    });
    // The action plan, were it opened, would show within this time (its chunk loads first).
    await expect(
      screen.findByRole(
        'heading',
        { level: 1, name: 'Your personal action plan' },
        { timeout: 5000 },
      ),
    ).rejects.toThrow();
    expect(router.state.location.pathname).toBe('/generic/get-the-facts');
  }, 30_000);

  it('a failing persona call on the action plan shows the error there, with the rest of the plan', async () => {
    seedReturnVisit(await storedAnswers(ANSWER_SETS.owl));
    failGet(PERSONA, 'status-500');
    renderApp('/retirement/generic/quiz/action-plan');
    const persona = await screen.findByRole('region', { name: 'Your retirement persona' });
    expect(await within(persona).findByRole('alert')).toHaveTextContent(DEFAULT_ERROR);
    expect(await planSections()).toHaveLength(5);
  });
});

describe('page-load events', () => {
  const pageLoads = () =>
    (window.dataLayer as { event: string; page?: { navigationPath: string } }[])
      .filter((e) => e.event === 'Page Load Completed')
      .map((e) => e.page?.navigationPath);

  it('"My action plan" mid-quiz reports the question it opens, not the quiz page it passed', async () => {
    seedReturnVisit(await storedAnswers(ANSWER_SETS.owl.slice(0, 1)));
    window.dataLayer = [];
    const { user } = renderApp('/retirement/generic');
    const header = await screen.findByRole('banner');
    await user.click(within(header).getByRole('link', { name: 'My action plan' }));
    await question('Which sounds most like you?');
    await waitFor(() => {
      expect(pageLoads()).toEqual(['/retirement/generic', '/retirement/generic/quiz/saving-style']);
    });
  });

  it('the action plan without answers reports only the quiz welcome it sends to', async () => {
    window.dataLayer = [];
    renderApp('/retirement/generic/quiz/action-plan');
    await screen.findByRole('heading', { level: 1, name: "What's your retirement style?" });
    await waitFor(() => {
      expect(pageLoads()).toEqual(['/retirement/generic/quiz']);
    });
  });

  it('a quiz page reports once through a failed call and its retry, and again per step and language', async () => {
    const quizCall = failQuizConfig();
    window.dataLayer = [];
    const { user } = renderApp('/retirement/generic/quiz');
    const alert = await screen.findByRole('alert');
    quizCall.heal();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: "What's your retirement style?" });
    await user.click(screen.getByRole('button', { name: "Let's get started" }));
    await question("What's on your mind right now?");
    await user.click(screen.getByRole('button', { name: 'Español' }));
    await waitFor(() => {
      expect(pageLoads()).toHaveLength(3);
    });
    expect(pageLoads()).toEqual([
      '/retirement/generic/quiz',
      '/retirement/generic/quiz/priorities',
      '/retirement/generic/quiz/priorities',
    ]);
  });
});

describe('a language switch in the middle of a question', () => {
  it('keeps the cards chosen but not yet sent, and the focus on the switch', async () => {
    const { user } = renderApp('/retirement/generic/quiz');
    await user.click(await screen.findByRole('button', { name: "Let's get started" }));
    await question("What's on your mind right now?");
    await user.click(screen.getByRole('button', { name: 'Paying down debt' }));
    await user.click(screen.getByRole('button', { name: 'Taxes and my paycheck' }));
    await user.click(screen.getByRole('button', { name: 'Español' }));

    await question('¿Qué le preocupa en este momento?');
    const chosen = within(screen.getByRole('main')).getAllByRole('button', { pressed: true });
    expect(chosen.map((card) => card.textContent)).toEqual([
      expect.stringContaining('Pagar mis deudas'),
      expect.stringContaining('Los impuestos y mi cheque de pago'),
    ]);
    expect(screen.getByText(/^2 seleccionadas\.$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'English' })).toHaveFocus();
  });
});

describe('the action plan', () => {
  it('without answers goes to the quiz', async () => {
    const { router } = renderApp('/retirement/generic/quiz/action-plan');
    await screen.findByRole('heading', { level: 1, name: "What's your retirement style?" });
    expect(router.state.location.pathname).toBe('/retirement/generic/quiz');
  });

  it('with incomplete answers goes to the next question', async () => {
    seedReturnVisit(await storedAnswers(ANSWER_SETS.elk.slice(0, 3)));
    const { router } = renderApp('/retirement/generic/quiz/action-plan');
    await question('The market drops 15% in a month. What do you do?');
    expect(router.state.location.pathname).toBe('/retirement/generic/quiz/market-reaction');
  });

  it('a return visit asks for the persona at start-up, without waiting for the company', async () => {
    seedReturnVisit(await storedAnswers(ANSWER_SETS.owl));
    const answerConfig = holdCompanyConfig('generic');
    let personaCalls = 0;
    server.use(
      http.get(PERSONA, () => {
        personaCalls += 1;
        return undefined;
      }),
    );
    renderApp('/retirement/generic/quiz/action-plan');
    await waitFor(() => {
      expect(personaCalls).toBe(1);
    });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    answerConfig();
    const persona = await screen.findByRole('region', { name: 'Your retirement persona' });
    expect(await within(persona).findByText(/owl/i)).toBeInTheDocument();
    expect(personaCalls).toBe(1);
  });

  it('orders bullets and sections by the CMS lists and shows the section parts', async () => {
    seedReturnVisit(await storedAnswers(ANSWER_SETS.elk));
    const { user } = renderApp('/retirement/generic/quiz/action-plan');
    const sections = await planSections();
    // actionPlanSectionOrder 1,2,4,3,5
    expect(sections.map((s) => within(s).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Step 1: Make your first dollars count',
      'Step 2: Put your savings on autopilot',
      'Step 3: Keep your mix in balance',
      'Step 4: Let time work for you',
      'Step 5: See your own projection',
    ]);
    // actionPlanBulletOrder 2,4,3,1,5
    const bullets = within(screen.getByTestId('plan-bullets')).getAllByRole('listitem');
    expect(bullets.map((b) => b.textContent)).toEqual([
      'Raise your contribution by 1% a year, automatically.',
      'Rebalance once a year, or let a target-date fund do it.',
      'Time is on your side: invest for growth.',
      'Start saving, even a little, and let time do the work.',
      'Try the calculator with your own numbers.',
    ]);
    const [first, second, , fourth, last] = sections;
    if (!first || !second || !fourth || !last) throw new Error('sections');
    expect(
      within(first).getByRole('link', { name: 'Read article: Start saving for retirement today' }),
    ).toHaveAttribute(
      'href',
      '/generic/articles/6f1c2a10-0001-4a7e-9b1d-aa0000000001/start-saving-for-retirement-today',
    );
    // Step 4 lists the compound-growth video, but an earlier step already has it: it shows once.
    expect(
      within(fourth).queryByRole('link', { name: 'Play video: The power of compound growth' }),
    ).not.toBeInTheDocument();
    for (const more of screen.getAllByRole('button', { name: 'Show more content' })) {
      await user.click(more);
    }
    const cards = sections.flatMap((section) =>
      within(section)
        .queryAllByRole('link', { name: /^(Read article|Play video): / })
        .map((link) => link.getAttribute('href')),
    );
    expect(cards.length).toBeGreaterThan(5);
    expect(new Set(cards).size).toBe(cards.length);
    expect(within(second).getByTestId('reminder-slot')).toBeInTheDocument();
    expect(within(last).getByRole('img', { name: /Two rising lines/ })).toBeInTheDocument();
    expect(within(last).getByRole('link', { name: 'Open the calculator' })).toHaveAttribute(
      'href',
      '/generic/calculator',
    );
  });

  it('Show more content reveals the extra cards and Show less content hides them', async () => {
    seedReturnVisit(await storedAnswers(ANSWER_SETS.rabbit));
    const { user } = renderApp('/retirement/generic/quiz/action-plan');
    const [first] = await planSections();
    if (!first) throw new Error('section');
    const more = within(first).getByRole('button', { name: 'Show more content' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(within(first).queryByText('Turn on automatic increases')).not.toBeInTheDocument();
    await user.click(more);
    expect(within(first).getByText('Turn on automatic increases')).toBeInTheDocument();
    const less = within(first).getByRole('button', { name: 'Show less content' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    await user.click(less);
    expect(within(first).queryByText('Turn on automatic increases')).not.toBeInTheDocument();
  });

  it('Copy link copies the plan address and says so, or says it failed', async () => {
    seedReturnVisit(await storedAnswers(ANSWER_SETS.rabbit));
    const { user } = renderApp('/retirement/generic/quiz/action-plan');
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/retirement/generic/quiz/action-plan?lang=en`,
    );
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Failed to copy')).toBeInTheDocument();
  });

  it('Copy link on a Spanish plan copies its address in Spanish, as the e-mailed link is', async () => {
    seedReturnVisit(await storedAnswers(ANSWER_SETS.rabbit));
    const { user } = renderApp('/retirement/generic/quiz/action-plan?lang=es');
    await user.click(await screen.findByRole('button', { name: 'Copiar enlace' }));
    expect(await screen.findByText('¡Enlace copiado!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/retirement/generic/quiz/action-plan?lang=es`,
    );
  });

  it('Copy link keeps saying it failed, so a participant who looked away still learns it', async () => {
    seedReturnVisit(await storedAnswers(ANSWER_SETS.rabbit));
    const { user } = renderApp('/retirement/generic/quiz/action-plan');
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Failed to copy')).toBeInTheDocument();
    // Longer than "Link copied!" stays: nothing else tells of the failure, or that the
    // clipboard still holds something else.
    await new Promise((resolve) => setTimeout(resolve, 4_500));
    expect(screen.getByText('Failed to copy')).toBeInTheDocument();
  });

  it('Copy link with no clipboard (an http page, a blocked permission) shows the link to copy by hand', async () => {
    seedReturnVisit(await storedAnswers(ANSWER_SETS.rabbit));
    const { user } = renderApp('/retirement/generic/quiz/action-plan');
    // Browsers leave navigator.clipboard out on pages not served over HTTPS. (After renderApp,
    // whose user-event puts a stub clipboard there, and takes it away after the test.)
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Failed to copy')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Select and copy this link' });
    expect(field).toHaveValue(
      `${window.location.origin}/retirement/generic/quiz/action-plan?lang=en`,
    );
    expect(field).toHaveAttribute('readonly');
    // Focused and selected, so Ctrl+C (or a long press) copies it at once.
    expect(field).toHaveFocus();
  });

  it('Copy link pressed again says so again: its message is added to the live region anew', async () => {
    seedReturnVisit(await storedAnswers(ANSWER_SETS.rabbit));
    const { user } = renderApp('/retirement/generic/quiz/action-plan');
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    const first = await screen.findByText('Link copied!');
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(first).not.toBeInTheDocument());
    expect(screen.getByText('Link copied!')).toBeInTheDocument();
  });

  it('next steps can be marked as done, counted and announced, and a retake clears them', async () => {
    seedReturnVisit(await storedAnswers(ANSWER_SETS.rabbit));
    const { user, store } = renderApp('/retirement/generic/quiz/action-plan');
    const sections = await planSections();
    // The count's text is replaced as it changes (a translated page keeps no stale words): the
    // live region around it stays, so look it up there each time.
    const progress = () =>
      screen.getAllByRole('status').find((region) => within(region).queryByText(/of 5 done/));
    expect(progress()).toHaveTextContent('0 of 5 done');
    for (const section of sections.slice(0, 2)) {
      await user.click(within(section).getByRole('checkbox', { name: 'Mark as done' }));
    }
    expect(progress()).toHaveTextContent('2 of 5 done');
    expect(
      within(sections[0] as HTMLElement).getByRole('checkbox', { name: 'Mark as done' }),
    ).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Retake the quiz' }));
    await screen.findByRole('heading', { level: 1, name: "What's your retirement style?" });
    expect(store.getState().actionPlan.doneSteps).toEqual([]);
  });

  it('a step marked as done is not done any more once its answer changes: the step is another', async () => {
    seedReturnVisit(await storedAnswers(ANSWER_SETS.rabbit));
    const { user, router } = renderApp('/retirement/generic/quiz/action-plan');
    for (const section of await planSections()) {
      await user.click(within(section).getByRole('checkbox', { name: 'Mark as done' }));
    }
    expect(screen.getByText(/of 5 done/)).toHaveTextContent('5 of 5 done');
    await changeToOwlAndReturnToPlan(user, router);
    const sections = await planSections();
    expect(screen.getByText(/of 5 done/)).toHaveTextContent('4 of 5 done');
    const unchecked = sections.filter((section) =>
      within(section).queryByRole('checkbox', { name: 'Mark as done', checked: false }),
    );
    expect(unchecked).toHaveLength(1);
  }, 30_000);

  it('keeps the steps an earlier version marked as done (by question) for the answers given', async () => {
    const answers = await storedAnswers(ANSWER_SETS.rabbit);
    seedReturnVisit(answers);
    window.localStorage.setItem(
      'retirewellPlanProgress',
      JSON.stringify({ doneSteps: [answers[0]?.questionUuid, answers[2]?.questionUuid] }),
    );
    renderApp('/retirement/generic/quiz/action-plan');
    await planSections();
    expect(screen.getByText(/of 5 done/)).toHaveTextContent('2 of 5 done');
  });

  it('leads with the first next step, whose action is the one filled button', async () => {
    seedReturnVisit(await storedAnswers(ANSWER_SETS.rabbit));
    renderApp('/retirement/generic/quiz/action-plan');
    const step = await screen.findByRole('region', { name: 'Your first step' });
    const action = within(step).getByRole('link');
    expect(action).toHaveClass('MuiButton-contained');
    expect(screen.getByRole('button', { name: 'Retake the quiz' })).toHaveClass(
      'MuiButton-outlined',
    );
  });

  it('a changed answer that leads to another animal shows that animal, not the one stored before', async () => {
    seedReturnVisit(await storedAnswers(ANSWER_SETS.rabbit));
    const { user, store, router } = renderApp('/retirement/generic/quiz/action-plan');
    expect(await screen.findByTestId('persona-name')).toHaveTextContent('The Eager Rabbit');
    await changeToOwlAndReturnToPlan(user, router);
    await screen.findByRole('heading', { level: 1, name: 'Your personal action plan' });
    expect(await screen.findByTestId('persona-name')).toHaveTextContent('The Wise Owl');
    expect(store.getState().user.animal).toBe('owl');
  }, 30_000);

  it('Retake resets the answers and goes to the quiz', async () => {
    seedReturnVisit(await storedAnswers(ANSWER_SETS.rabbit));
    const { user, store, router } = renderApp('/retirement/generic/quiz/action-plan');
    await user.click(await screen.findByRole('button', { name: 'Retake the quiz' }));
    await screen.findByRole('heading', { level: 1, name: "What's your retirement style?" });
    expect(router.state.location.pathname).toBe('/retirement/generic/quiz');
    expect(store.getState().quizAnswers.answers).toEqual([]);
  });
});

const EMAIL_MY_PLAN = {
  en: 'Email my action plan',
  es: 'Enviarme mi plan de acción por correo electrónico',
};

/**
 * The email form is its own chunk, loaded when the flag is on: give it time on a busy machine.
 * The plan's sections render a task apart, and the wait runs at each (findByRoleCheaply).
 */
const findEmailButton = (language: keyof typeof EMAIL_MY_PLAN = 'en') =>
  findByRoleCheaply('button', { name: EMAIL_MY_PLAN[language] }, { timeout: 15_000 });

/** The generic company's action plan, its e-mail flag on, with the e-mail dialog open. */
async function openEmailDialog(language: keyof typeof EMAIL_MY_PLAN = 'en') {
  seedReturnVisit(await storedAnswers(ANSWER_SETS.rabbit));
  const { user, store } = renderApp(
    `/retirement/generic/quiz/action-plan${language === 'es' ? '?lang=es' : ''}`,
  );
  store.dispatch(flagOverridden({ key: 'enableEmailMyActionPlan', value: true }));
  await user.click(await findEmailButton(language));
  return { user, dialog: await screen.findByRole('dialog', { name: EMAIL_MY_PLAN[language] }) };
}

// The first test loads the dialog's lazy chunk: on a loaded 2-core machine that alone has taken
// most of the default 15 s.
describe('Email my action plan', { timeout: 30_000 }, () => {
  it("is shown where the company config turns it on, and QA's flag can switch it off", async () => {
    window.dataLayer = [];
    seedReturnVisit(await storedAnswers(ANSWER_SETS.rabbit));
    const { store, user } = renderApp('/retirement/harborpine/quiz/action-plan');
    await user.click(await findEmailButton());
    await screen.findByRole('dialog', { name: 'Email my action plan' });
    // One Modal Load for the dialog (DESIGN.md section 9).
    await waitFor(() => {
      expect(
        (window.dataLayer as { event: string; customLinkName?: string }[]).filter(
          (event) => event.event === 'Modal Load',
        ),
      ).toEqual([{ event: 'Modal Load', customLinkName: 'EmailMyActionPlan' }]);
    });
    await user.keyboard('{Escape}');
    store.dispatch(flagOverridden({ key: 'enableEmailMyActionPlan', value: false }));
    await waitFor(() => {
      expect(
        screen.queryByRole('button', { name: 'Email my action plan' }),
      ).not.toBeInTheDocument();
    });
  });

  it("follows the company, not the QA overrides a QA session left in this browser, on a participant's later visit", async () => {
    // QA switched the company's e-mail off for testing, in this browser, weeks ago.
    window.localStorage.setItem(
      'retirewellFlagOverrides',
      JSON.stringify({ enableEmailMyActionPlan: false }),
    );
    seedReturnVisit(await storedAnswers(ANSWER_SETS.rabbit));
    const { store } = renderApp('/retirement/harborpine/quiz/action-plan');
    expect(store.getState().flags.overrides).toEqual({});
    expect(await findEmailButton()).toBeInTheDocument();
  });

  it('is shown only while the flag is on', async () => {
    seedReturnVisit(await storedAnswers(ANSWER_SETS.rabbit));
    const { store } = renderApp('/retirement/generic/quiz/action-plan');
    await screen.findByRole('button', { name: 'Copy link' });
    expect(screen.queryByRole('button', { name: 'Email my action plan' })).not.toBeInTheDocument();
    store.dispatch(flagOverridden({ key: 'enableEmailMyActionPlan', value: true }));
    expect(await findEmailButton()).toBeInTheDocument();
    store.dispatch(flagOverridden({ key: 'enableEmailMyActionPlan', value: false }));
    await waitFor(() => {
      expect(
        screen.queryByRole('button', { name: 'Email my action plan' }),
      ).not.toBeInTheDocument();
    });
  });

  it('keeps a typed address through a click beside the dialog', async () => {
    const { user, dialog } = await openEmailDialog();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Email address/ }),
      'ann@example.com',
    );
    await clickBesideDialog(user, dialog);
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(within(dialog).getByRole('textbox', { name: /Email address/ })).toHaveValue(
      'ann@example.com',
    );
  });

  it('validates the address, shows a pending message, then confirms', async () => {
    let body: unknown;
    let release: () => void = () => undefined;
    server.use(
      http.post('*/po/content/email/action-plan', async ({ request: req }) => {
        body = await req.clone().json();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return undefined;
      }),
    );
    const { user, dialog } = await openEmailDialog();
    const field = within(dialog).getByRole('textbox', { name: /Email address/ });
    await user.type(field, 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Valid email address is required')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'pat@example.com');
    const send = within(dialog).getByRole('button', { name: 'Send' });
    await user.click(send);
    expect(await within(dialog).findByText('Sending your action plan…')).toBeInTheDocument();
    // A disabled button drops the keyboard focus: Send stays focusable and ignores presses.
    expect(send).toBeEnabled();
    expect(send).toHaveFocus();
    release();
    // The form is gone: the confirmation takes the focus, so a screen reader reads it.
    await within(dialog).findByText(/Your action plan is on its way/);
    const sent = within(dialog).getByRole('status');
    expect(sent).toHaveTextContent(/Your action plan is on its way/);
    await waitFor(() => {
      expect(sent).toHaveFocus();
    });
    expect(body).toMatchObject({
      emailAddress: 'pat@example.com',
      companyId: 'generic',
      actionPlanUrl: `${window.location.origin}/retirement/generic/quiz/action-plan?lang=en`,
    });
  });

  it('names the address it sent to, in the page’s language, so a mistyped one can be noticed', async () => {
    server.use(http.post('*/po/content/email/action-plan', () => undefined));
    const { user, dialog } = await openEmailDialog('es');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Correo electrónico/i }),
      ' pat@exampel.com ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await within(dialog).findByRole('button', { name: 'Listo' });
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Su plan de acción está en camino a pat@exampel.com. Revise su bandeja de entrada en unos minutos.',
    );
  });

  it('sends one e-mail however fast Send is pressed twice', async () => {
    let sends = 0;
    server.use(
      http.post('*/po/content/email/action-plan', () => {
        sends += 1;
        return undefined;
      }),
    );
    const { user, dialog } = await openEmailDialog();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Email address/ }),
      'pat@example.com',
    );
    // Two presses before the page has re-rendered, as a fast double click lands in a browser.
    const send = within(dialog).getByRole('button', { name: 'Send' });
    act(() => {
      send.click();
      send.click();
    });
    await within(dialog).findByText(/Your action plan is on its way/);
    expect(sends).toBe(1);
  });

  it('puts the focus on the address when Send finds it missing, so its error is read', async () => {
    const { user, dialog } = await openEmailDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const field = within(dialog).getByRole('textbox', { name: /Email address/ });
    expect(field).toHaveFocus();
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription('Valid email address is required');
  });

  it('shows the SPEC.md failure text when sending fails', async () => {
    server.use(
      http.post('*/po/content/email/action-plan', () =>
        HttpResponse.json({ isError: true }, { status: 200 }),
      ),
    );
    const { user, dialog } = await openEmailDialog();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Email address/ }),
      'pat@example.com',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Oops, we’re really sorry! We are having technical difficulties, so please try again later.',
    );
  });

  it('reports a failed send as an error message presented, in English and without the address', async () => {
    server.use(
      http.post('*/po/content/email/action-plan', () =>
        HttpResponse.json({ error: 'down' }, { status: 500 }),
      ),
    );
    const { user, dialog } = await openEmailDialog('es');
    window.dataLayer = [];
    await user.type(within(dialog).getByRole('textbox'), 'pat@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await within(dialog).findByRole('alert');
    await waitFor(() => {
      expect(
        (window.dataLayer as { event: string }[]).filter(
          (event) => event.event === 'Error Message Presented',
        ),
      ).toEqual([
        {
          event: 'Error Message Presented',
          formFieldError:
            'Oops, we’re really sorry! We are having technical difficulties, so please try again later.',
          processStepLabel: 'Email my action plan',
          processStepValue: 'send failed',
          settingUsed: 'email',
        },
      ]);
    });
    expect(JSON.stringify(window.dataLayer)).not.toMatch(/pat@example/);
  });

  it('closing while sending stops the send: its failure is neither recorded nor logged', async () => {
    let sent: Request | undefined;
    let answer: () => void = () => undefined;
    server.use(
      http.post('*/po/content/email/action-plan', ({ request: req }) => {
        sent = req;
        return new Promise<Response>((resolve) => {
          answer = () => {
            resolve(HttpResponse.json({ error: 'down' }, { status: 500 }));
          };
        });
      }),
    );
    const logged: LogEntry[] = [];
    setLogSink((entry) => logged.push(entry));
    try {
      const { user, dialog } = await openEmailDialog();
      window.dataLayer = [];
      await user.type(
        within(dialog).getByRole('textbox', { name: /Email address/ }),
        'pat@example.com',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Send' }));
      await within(dialog).findByText('Sending your action plan…');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      answer();
      await waitFor(() => {
        expect(sent?.signal.aborted).toBe(true);
      });
      await waitFor(() => {
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      });
      expect(window.dataLayer).not.toContainEqual(
        expect.objectContaining({ event: 'Error Message Presented' }),
      );
      expect(logged.filter(({ level }) => level === 'error')).toEqual([]);
    } finally {
      setLogSink(null);
    }
  });

  it('describes the dialog with its intro, then with the confirmation', async () => {
    const { user, dialog } = await openEmailDialog('es');
    expect(dialog).toHaveAccessibleDescription(
      'Le enviaremos una copia de su plan, con enlaces a cada paso y artículo.',
    );
    await user.type(within(dialog).getByRole('textbox'), 'pat@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await within(dialog).findByText(/Su plan de acción está en camino/);
    expect(dialog).toHaveAccessibleDescription(
      'Su plan de acción está en camino a pat@example.com. Revise su bandeja de entrada en unos minutos.',
    );
  });

  it('links the Spanish e-mail to the plan in Spanish, whatever language the reader’s browser prefers', async () => {
    clearActionPlanEmails();
    const { user, dialog } = await openEmailDialog('es');
    await user.type(within(dialog).getByRole('textbox'), 'pat@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await within(dialog).findByText(/Su plan de acción está en camino/);
    const [email] = listActionPlanEmails();
    expect(email?.language).toBe('es');
    expect(email?.body).toContain(
      `${window.location.origin}/retirement/generic/quiz/action-plan?lang=es`,
    );
  });
});

describe('persistence', () => {
  it('answers given in the quiz are written to the retirement key for a return visit', async () => {
    const { user } = renderApp('/retirement/generic/quiz/priorities');
    await question("What's on your mind right now?");
    await clickOption(user, 'Paying down debt');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await question('Which sounds most like you?');
    await waitFor(() => {
      const stored = JSON.parse(window.localStorage.getItem('retirement') ?? '{}') as {
        quizAnswers?: { answers?: unknown[] };
      };
      expect(stored.quizAnswers?.answers).toHaveLength(1);
    });
  });

  it('one damaged stored answer costs only itself: the other answers are kept', async () => {
    const answers = await storedAnswers(ANSWER_SETS.fox.slice(0, 3));
    // Hand-edited or damaged storage: one more entry that is no answer at all.
    seedReturnVisit([
      ...answers,
      { questionIndex: 'four', questionUuid: 7 } as unknown as StoredAnswer,
    ]);
    const { router } = renderApp('/retirement/generic/quiz');
    await question('The market drops 15% in a month. What do you do?');
    expect(router.state.location.pathname).toBe('/retirement/generic/quiz/market-reaction');
  });

  it('a stored card answer that repeats a card is dropped, so the cards can be chosen again', async () => {
    const [first] = await storedAnswers([[1]]);
    // Hand-edited or damaged storage: one card counted three times fills the limit of 3.
    seedReturnVisit(first ? [{ ...first, cardSelections: [1, 1, 1] }] : []);
    const { user } = renderApp('/retirement/generic/quiz/priorities');
    await question("What's on your mind right now?");
    expect(screen.getByText('0 selected.')).toBeInTheDocument();
    await clickOption(user, 'Paying down debt');
    await clickOption(user, 'Investing with confidence');
    expect(screen.getByText('2 selected.')).toBeInTheDocument();
  });
});

/** The content calls the app makes: fragment paths and persona calls, with their language. */
function recordContentCalls() {
  const calls: string[] = [];
  server.events.on('request:start', ({ request: req }) => {
    const url = new URL(req.url);
    const path = url.searchParams.get('path');
    if (path?.includes('/sites/'))
      calls.push(path.replace('/content/dam/my-retirement/sites/', ''));
    if (url.pathname.endsWith('/wcm/api/po/cfs')) {
      calls.push(`persona?language=${url.searchParams.get('language') ?? ''}`);
    }
    if (url.pathname.endsWith('/email/action-plan')) {
      calls.push(`email?language=${url.searchParams.get('language') ?? ''}`);
    }
  });
  return calls;
}

describe('the quiz in Spanish', () => {
  it('marks the English quiz it falls back to as English, and only the quiz’s own texts', async () => {
    speakSpanish();
    server.use(
      http.get(FRAGMENTS, ({ request: req }) => {
        const path = new URL(req.url).searchParams.get('path') ?? '';
        if (!path.includes('/us/es/') || !path.endsWith('/quiz/config')) return undefined;
        return HttpResponse.json({});
      }),
    );
    const { user } = renderApp('/retirement/generic/quiz');
    const welcome = await screen.findByRole(
      'heading',
      { level: 1, name: "What's your retirement style?" },
      { timeout: 10_000 },
    );
    expect(readLanguage(welcome)).toBe('en');
    expect(readLanguage(screen.getByText('No wrong answers, promise!'))).toBe('en');
    expect(readLanguage(screen.getByText('About 2 minutes · 5 questions'))).toBe('en');
    const start = screen.getByRole('button', { name: "Let's get started" });
    expect(readLanguage(start)).toBe('en');
    await user.click(start);

    await question("What's on your mind right now?");
    expect(readLanguage(screen.getByText("What's on your mind right now?"))).toBe('en');
    expect(readLanguage(screen.getByText(/^Choose up to 3\. We'll put them/))).toBe('en');
    expect(readLanguage(screen.getByText('Getting started with saving'))).toBe('en');
    expect(readLanguage(screen.getByText('Pregunta 1 de 5:'))).toBe('es-US');
    expect(readLanguage(screen.getByRole('button', { name: 'Siguiente' }))).toBe('es-US');
  });

  // Seven pages, each a wait of up to 5 s, and five 0.5 s steps: more time than those waits add
  // up to, so on a busy machine a slow page fails at its own step, not at the test's end.
  it('goes from the welcome page through every question to the action plan, all in Spanish', async () => {
    speakSpanish();
    const calls = recordContentCalls();
    const { user, store } = renderApp('/retirement/generic/quiz');

    // Welcome: the mock's Spanish quiz.
    expect(
      await screen.findByRole('heading', { level: 1, name: '¿Cuál es su estilo de jubilación?' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Unos 2 minutos · 5 preguntas')).toBeInTheDocument();
    expect(
      screen.getByText('¡No hay respuestas incorrectas, se lo prometemos!'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Empecemos' }));

    // Question 1, a card question: the app's texts in Spanish around the Spanish content.
    await question('Pregunta 1 de 5: ¿Qué le preocupa en este momento?');
    await waitFor(() =>
      expect(document.title).toBe(
        '¿Qué le preocupa en este momento? (pregunta 1 de 5) | RetireWell',
      ),
    );
    expect(screen.getByRole('progressbar', { name: 'Pregunta 1 de 5' })).toBeInTheDocument();
    expect(screen.getByText('Elija hasta 3.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    await clickOption(user, 'Empezar a ahorrar');
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(
      '1 seleccionada.',
    );
    await clickOption(user, 'Los impuestos y mi cheque de pago');
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(
      '2 seleccionadas.',
    );
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    // Questions 2 to 4 are button questions; 5 is a card question with no limit.
    await question('Pregunta 2 de 5: ¿Cuál se parece más a usted?');
    expect(
      screen.getByText('Piense en cómo ahorra hoy, no en cómo le gustaría hacerlo.'),
    ).toBeVisible();
    await clickOption(user, 'Apenas estoy empezando a ahorrar');
    await question('Pregunta 3 de 5: ¿Cuánto le falta para jubilarse?');
    await clickOption(user, 'Más de 20 años');
    await question('Pregunta 4 de 5: El mercado cae un 15% en un mes. ¿Qué hace usted?');
    await clickOption(user, 'Espero. Ya se recuperará.');
    await question('Pregunta 5 de 5: ¿Cómo le gustaría seguir aprendiendo?');
    expect(screen.getByText('Elija tantas como quiera.')).toBeInTheDocument();
    expect(screen.getByText(/^Elija todas las opciones que quiera\./)).toBeInTheDocument();
    await clickOption(user, 'Videos breves');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Buscando su perfil de jubilación…')).toBeInTheDocument();

    // The action plan: Spanish plan content, Spanish persona, Spanish UI.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Su plan de acción personal' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Su plan de acción personal | RetireWell'));
    const persona = screen.getByRole('region', { name: 'Su perfil de jubilación' });
    expect(await within(persona).findByTestId('persona-name')).toHaveTextContent(
      'El conejo entusiasta',
    );
    expect(
      within(persona).getByText(
        'Automatice sus ahorros para que ocurran antes de que pueda gastar el dinero.',
      ),
    ).toBeInTheDocument();
    expect(store.getState().user.animal).toBe('rabbit');
    const first = screen.getByRole('region', { name: 'Su primer paso' });
    expect(within(first).getByRole('link', { name: 'Ir al paso 1' })).toBeInTheDocument();
    const sections = await planSections();
    expect(sections.map((s) => within(s).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Paso 1: Haga que sus primeros dólares cuenten',
      'Paso 2: Reciba la aportación equivalente del empleador completa',
      'Paso 3: Mantenga su combinación equilibrada',
      'Paso 4: Deje que el tiempo trabaje para usted',
      'Paso 5: Mire y aprenda',
    ]);
    expect(screen.getByText('Lo que nos dicen sus respuestas')).toBeInTheDocument();
    const progress = () => screen.getByText(/pasos completados/);
    expect(progress()).toHaveTextContent('0 de 5 pasos completados');
    await user.click(
      within(sections[0] as HTMLElement).getByRole('checkbox', { name: 'Marcar como hecho' }),
    );
    expect(progress()).toHaveTextContent('1 de 5 pasos completados');
    expect(
      within(sections[0] as HTMLElement).getByRole('button', { name: 'Mostrar más contenido' }),
    ).toBeInTheDocument();
    expect(
      within(sections[0] as HTMLElement).getAllByRole('link', { name: /^Leer el artículo: / }),
    ).not.toHaveLength(0);
    expect(screen.getByText('Los pasos pequeños suman')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Volver a responder el cuestionario' }),
    ).toBeInTheDocument();

    // Every content call asked for Spanish.
    expect(calls).toContain('generic/us/es/segments/g/quiz/config');
    expect(calls).toContain('persona?language=es');
    expect(calls.filter((call) => call.includes('/us/en/') || call.endsWith('=en'))).toEqual([]);
  }, 60_000);

  const spanishNames = {
    rabbit: 'El conejo entusiasta',
    lynx: 'El lince concentrado',
    fox: 'El zorro ingenioso',
    elk: 'El alce constante',
    owl: 'El búho sabio',
  } as const;
  for (const [set, name] of Object.entries(spanishNames)) {
    it(`${set} answers show ${name} on a Spanish action plan`, async () => {
      speakSpanish();
      seedReturnVisit(await storedAnswers(ANSWER_SETS[set as keyof typeof spanishNames]));
      renderApp('/retirement/generic/quiz/action-plan');
      expect(await screen.findByTestId('persona-name')).toHaveTextContent(name);
      expect(await planSections()).toHaveLength(5);
    });
  }

  it('switching language never shows the other language’s cached quiz or persona', async () => {
    seedReturnVisit(await storedAnswers(ANSWER_SETS.rabbit));
    const { user, store } = renderApp('/retirement/generic/quiz/action-plan');
    await screen.findByRole('heading', { level: 1, name: 'Your personal action plan' });
    expect(await screen.findByTestId('persona-name')).toHaveTextContent('The Eager Rabbit');

    await user.click(screen.getByRole('button', { name: 'Español' }));
    // At once, nothing English is left: the Spanish quiz and persona have their own cache entries.
    expect(screen.queryByText('Your personal action plan')).not.toBeInTheDocument();
    expect(screen.queryByText('The Eager Rabbit')).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Su plan de acción personal' }),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('persona-name')).toHaveTextContent('El conejo entusiasta');
    expect(store.getState().animal.articles[0]?.contentLanguage).toBe('es');

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your personal action plan' }),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('persona-name')).toHaveTextContent('The Eager Rabbit');
    expect(screen.queryByText('El conejo entusiasta')).not.toBeInTheDocument();
  });

  it('e-mails the action plan in Spanish: the dialog, its messages and the e-mail itself', async () => {
    clearActionPlanEmails();
    speakSpanish();
    const calls = recordContentCalls();
    seedReturnVisit(await storedAnswers(ANSWER_SETS.rabbit));
    const { user } = renderApp('/retirement/harborpine/quiz/action-plan');
    await user.click(await findEmailButton('es'));
    const dialog = await screen.findByRole('dialog', { name: EMAIL_MY_PLAN.es });
    expect(
      within(dialog).getByText(
        'Le enviaremos una copia de su plan, con enlaces a cada paso y artículo.',
      ),
    ).toBeInTheDocument();
    const field = within(dialog).getByRole('textbox', { name: /Correo electrónico/ });
    await user.type(field, 'no-es-un-correo');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(
      within(dialog).getByText('Se necesita un correo electrónico válido'),
    ).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'jose@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByText(/Su plan de acción está en camino/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Listo' })).toBeInTheDocument();

    expect(calls).toContain('email?language=es');
    const [email] = listActionPlanEmails();
    expect(email).toMatchObject({
      to: 'jose@example.com',
      language: 'es',
      subject: 'Su plan de acción para la jubilación',
    });
    expect(email?.body).toContain('Su perfil de jubilación: El conejo entusiasta.');
    expect(email?.body).toContain('1. Haga que sus primeros dólares cuenten');
    expect(email?.body).toContain(
      `${window.location.origin}/retirement/harborpine/quiz/action-plan?lang=es`,
    );
  }, 30_000);
});
