import { screen, waitFor, within } from '@testing-library/react';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { calculatorQueries } from '@/features/calculator/api/calculator-queries';
import type { StoredAnswer } from '@/features/quiz/quiz-answers-slice';
import { selectErrorModalStatus } from '@/features/ui/error-modal-slice';
import { server } from '@/testing/msw';
import { ANSWER_SETS, storedAnswers } from '@/testing/quiz-answers';
import { findByRoleCheaply, renderApp } from '@/testing/test-utils';

const DEFAULT_ERROR = "We're sorry, an error has occurred. Please try again later.";
const LOAD = { timeout: 10_000 };

/** From now on, every call whose path and query contain `fragment` answers `status`. */
function failCalls(fragment: string, status = 500) {
  server.use(
    http.all('*', ({ request }) => {
      const { pathname, search } = new URL(request.url);
      if (!decodeURIComponent(pathname + search).includes(fragment)) return undefined;
      return HttpResponse.json({ error: 'down' }, { status });
    }),
  );
}

/**
 * The data under `queryKey` goes stale (its stale time has passed) and is asked for again while
 * on screen; the call fails. Resolves once the query holds that failure beside its data.
 */
async function refetchFails(queryClient: QueryClient, queryKey: QueryKey) {
  await queryClient.invalidateQueries({ queryKey });
  await waitFor(() => {
    const failed = queryClient
      .getQueryCache()
      .findAll({ queryKey })
      .filter(({ state }) => state.status === 'error');
    expect(failed.length).toBeGreaterThan(0);
    for (const { state } of failed) expect(state.data).toBeDefined();
  });
}

/** A participant who has answered the quiz's first questions. */
function seedQuizAnswers(answers: StoredAnswer[]) {
  window.localStorage.setItem(
    'retirement',
    JSON.stringify({ quizAnswers: { answers }, company: { config: { companyId: 'generic' } } }),
  );
}

describe('a failed background refetch keeps what the participant has', { timeout: 60_000 }, () => {
  it('keeps the quiz question on screen', async () => {
    seedQuizAnswers(await storedAnswers(ANSWER_SETS.owl.slice(0, 1)));
    const { queryClient } = renderApp('/retirement/generic/quiz/saving-style');
    await findByRoleCheaply('heading', { level: 1, name: /Which sounds most like you/ }, LOAD);
    failCalls('/quiz/config');
    await refetchFails(queryClient, ['quiz', 'config']);
    expect(
      screen.getByRole('heading', { level: 1, name: /Which sounds most like you/ }),
    ).toBeInTheDocument();
    expect(screen.queryByText(DEFAULT_ERROR)).not.toBeInTheDocument();
  });

  it('shows the first question when the stale quiz is asked for again as it opens and fails', async () => {
    const { queryClient, user } = renderApp('/retirement/generic/quiz');
    await screen.findByRole('heading', { level: 1, name: "What's your retirement style?" }, LOAD);
    failCalls('/quiz/config');
    // Five minutes on the welcome page: the quiz is stale, and the question page asks again.
    await queryClient.invalidateQueries({ queryKey: ['quiz', 'config'], refetchType: 'none' });
    await user.click(screen.getByRole('button', { name: "Let's get started" }));
    await waitFor(() => {
      const [quiz] = queryClient.getQueryCache().findAll({ queryKey: ['quiz', 'config'] });
      expect(quiz?.state.status).toBe('error');
    });
    expect(
      await findByRoleCheaply('heading', { level: 1, name: /What's on your mind right now/ }, LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByText(DEFAULT_ERROR)).not.toBeInTheDocument();
  });

  it('keeps the home page blocks', async () => {
    const { queryClient } = renderApp('/retirement/harborpine');
    const name = 'Build your future with Harbor & Pine';
    await screen.findByRole('heading', { level: 1, name }, LOAD);
    failCalls('/homepage/');
    await refetchFails(queryClient, ['home']);
    expect(screen.getByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(screen.queryByText(DEFAULT_ERROR)).not.toBeInTheDocument();
  });

  it('keeps a community page', async () => {
    const { queryClient } = renderApp('/cobaltridge/hispanic');
    const name = 'Nuestro futuro: planning with family in mind';
    await screen.findByRole('heading', { level: 1, name }, LOAD);
    failCalls('/community/');
    await refetchFails(queryClient, ['community']);
    expect(screen.getByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(screen.queryByText(DEFAULT_ERROR)).not.toBeInTheDocument();
  });

  it('keeps the article, its like count and its Read next card, without an error', async () => {
    const { queryClient } = renderApp('/generic/articles/6f1c2a10-0002-4a7e-9b1d-aa0000000002/x');
    const name = "Don't leave free money on the table: your employer match";
    await screen.findByRole('heading', { level: 1, name }, LOAD);
    await screen.findByText(/people like this$/, undefined, LOAD);
    const next = await screen.findByRole('region', { name: 'Read next' }, LOAD);
    const nextLink = within(next).getByRole('link');
    failCalls('/po/content/articles');
    await refetchFails(queryClient, ['articles']);
    expect(screen.getByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(screen.getByText(/people like this$/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Read next' })).toContainElement(nextLink);
    expect(screen.queryByText(DEFAULT_ERROR)).not.toBeInTheDocument();
    expect(screen.queryByText('Article unavailable')).not.toBeInTheDocument();
  });

  it('keeps the article being read when the service no longer knows it (unpublished meanwhile)', async () => {
    const id = '6f1c2a10-0002-4a7e-9b1d-aa0000000002';
    const { queryClient } = renderApp(`/generic/articles/${id}/x`);
    const name = "Don't leave free money on the table: your employer match";
    await screen.findByRole('heading', { level: 1, name }, LOAD);
    failCalls(id, 404);
    await refetchFails(queryClient, ['articles', 'detail']);
    // An unknown id has the page look for it among the listed articles: let every call settle.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.getByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(screen.queryByText(/already enjoying its retirement/)).not.toBeInTheDocument();
  });

  it("keeps the calculator's assumptions", async () => {
    const { queryClient } = renderApp('/harborpine/calculator');
    const assumptions = await screen.findByRole('region', { name: 'How we work it out' }, LOAD);
    await waitFor(() =>
      expect(within(assumptions).getAllByRole('listitem').length).toBeGreaterThan(0),
    );
    failCalls('/po/calculator/retirement');
    await refetchFails(queryClient, calculatorQueries.constants().queryKey);
    expect(within(assumptions).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(screen.queryByText(DEFAULT_ERROR)).not.toBeInTheDocument();
  });

  it('does not open the error modal over a page whose company config is loaded', async () => {
    const { queryClient, store } = renderApp('/retirement/harborpine');
    const name = 'Build your future with Harbor & Pine';
    await screen.findByRole('heading', { level: 1, name }, LOAD);
    failCalls('/companies/harborpine');
    await refetchFails(queryClient, ['company', 'harborpine']);
    expect(selectErrorModalStatus(store.getState())).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name })).toBeInTheDocument();
  });
});
