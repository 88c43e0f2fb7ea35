import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/routes';
import { configureHttp } from '@/lib/http';
import { failGet, server, serveArticleInEnglishOnly } from '@/testing/msw';
import { readLanguage, renderApp, speakSpanish } from '@/testing/test-utils';
import { FAULTS } from '../../../mocks/faults';

const MATCH = '6f1c2a10-0002-4a7e-9b1d-aa0000000002';
const MATCH_TITLE = "Don't leave free money on the table: your employer match";
const MUSIC = '6f1c2a10-0023-4a7e-9b1d-aa0000000023';
const WOMEN = '6f1c2a10-0019-4a7e-9b1d-aa0000000019';
const DEFAULT_ERROR = "We're sorry, an error has occurred. Please try again later.";
const url = (id: string) => `/generic/articles/${id}/any-slug`;

async function openArticle(id = MATCH, title = MATCH_TITLE) {
  const view = renderApp(url(id));
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
  // The body renders a task after the heading (Deferred).
  await screen.findByRole('button', { name: 'Like' });
  return view;
}

describe('article page', { timeout: 60_000 }, () => {
  it('shows the title as h1, the sanitised body, length, tags and badges, and marks it read', async () => {
    const { store } = await openArticle();
    expect(
      screen.getByRole('heading', { level: 2, name: 'How a match works' }),
    ).toBeInTheDocument();
    expect(screen.getByText('4 min read')).toBeInTheDocument();
    const tags = screen.getByRole('list', { name: 'Tags' });
    expect(within(tags).getByText('Employer match')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Badges' })).getByText('Important'),
    ).toBeInTheDocument();
    // Internal links in the body are company-scoped; the outside source opens in a new tab.
    expect(screen.getByRole('link', { name: 'retirement calculator' })).toHaveAttribute(
      'href',
      '/generic/calculator',
    );
    expect(
      screen.getByRole('link', {
        name: /^What You Should Know About Your Retirement Plan ?\(opens in a new tab\)$/,
      }),
    ).toHaveAttribute('target', '_blank');
    await waitFor(() => {
      expect(store.getState().articles.readArticles).toEqual([MATCH]);
    });
  });

  it('likes and unlikes through the rating calls, and the state survives a reload', async () => {
    const actions: (string | null)[] = [];
    server.use(
      http.get('*/po/content/articles/:id/rating', ({ request }) => {
        actions.push(new URL(request.url).searchParams.get('articleRatingActionType'));
        return undefined;
      }),
    );
    const first = await openArticle();
    const like = screen.getByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user(first).click(like);
    await waitFor(() => {
      expect(like).toHaveAttribute('aria-pressed', 'true');
    });
    expect(first.store.getState().articles.likedArticles).toEqual([MATCH]);
    await waitFor(() => {
      expect(window.sessionStorage.getItem('redux-store')).toContain(MATCH);
    });

    // A reload: a new app over the same session storage.
    first.unmount();
    const second = await openArticle();
    const restored = screen.getByRole('button', { name: 'Like' });
    expect(restored).toHaveAttribute('aria-pressed', 'true');
    await user(second).click(restored);
    await waitFor(() => {
      expect(restored).toHaveAttribute('aria-pressed', 'false');
    });
    expect(second.store.getState().articles.likedArticles).toEqual([]);
    expect(actions.filter(Boolean)).toEqual(['LIKE', 'UNLIKE']);
  });

  it('shows the count the like update answers with, one more after a like', async () => {
    const view = await openArticle();
    const before = Number(
      /(\d+) people like this$/.exec(
        (await screen.findByText(/people like this$/)).textContent,
      )?.[1],
    );
    await user(view).click(screen.getByRole('button', { name: 'Like' }));
    expect(
      await screen.findByText(`You liked this article. ${before + 1} people like this`),
    ).toBeInTheDocument();
  });

  it('counts a like once when Like is pressed again before the service answers', async () => {
    const actions: string[] = [];
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get('*/po/content/articles/:id/rating', async ({ request }) => {
        const action = new URL(request.url).searchParams.get('articleRatingActionType');
        if (!action) return undefined;
        actions.push(action);
        await answered;
        return undefined;
      }),
    );
    const view = await openArticle();
    const like = screen.getByRole('button', { name: 'Like' });
    await user(view).click(like);
    await waitFor(() => {
      expect(like).toHaveAttribute('aria-busy', 'true');
    });
    await user(view).click(like);
    answer();
    await waitFor(() => {
      expect(like).toHaveAttribute('aria-pressed', 'true');
    });
    expect(actions).toEqual(['LIKE']);
    expect(view.store.getState().articles.likedArticles).toEqual([MATCH]);
  });

  it('counts a like once when Like is pressed twice in one event-loop turn', async () => {
    const actions: string[] = [];
    server.use(
      http.get('*/po/content/articles/:id/rating', ({ request }) => {
        const action = new URL(request.url).searchParams.get('articleRatingActionType');
        if (action) actions.push(action);
        return undefined;
      }),
    );
    const view = await openArticle();
    const before = Number(
      /(\d+) people like this$/.exec(
        (await screen.findByText(/people like this$/)).textContent,
      )?.[1],
    );
    const like = screen.getByRole('button', { name: 'Like' });
    // A fast double tap: one act() holds React back until both clicks have run, as one turn of
    // the browser's event loop does, so the second sees no re-render from the first.
    act(() => {
      like.click();
      like.click();
    });
    expect(
      await screen.findByText(`You liked this article. ${before + 1} people like this`),
    ).toBeInTheDocument();
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(actions).toEqual(['LIKE']);
    expect(view.store.getState().articles.likedArticles).toEqual([MATCH]);

    // The press is free again once the call has answered: Like, pressed again, unlikes.
    await user(view).click(like);
    await waitFor(() => {
      expect(like).toHaveAttribute('aria-pressed', 'false');
    });
    expect(actions).toEqual(['LIKE', 'UNLIKE']);
    expect(view.store.getState().articles.likedArticles).toEqual([]);
  });

  it('keeps the like state and says so where the like update failed', async () => {
    server.use(
      http.get('*/po/content/articles/:id/rating', ({ request }) =>
        new URL(request.url).searchParams.has('articleRatingActionType')
          ? HttpResponse.json({ error: 'down' }, { status: 503 })
          : undefined,
      ),
    );
    const view = await openArticle();
    await user(view).click(screen.getByRole('button', { name: 'Like' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DEFAULT_ERROR);
    expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
    // The article itself is still there.
    expect(screen.getByRole('heading', { level: 1, name: MATCH_TITLE })).toBeInTheDocument();
  });

  it('reads the like count out only once the participant likes, not when it arrives', async () => {
    const view = await openArticle();
    const count = await screen.findByText(/people like this$/);
    // Arriving after the heading took the focus, a live count interrupted the page's start.
    const main = screen.getByRole('main');
    expect(within(main).queryByRole('status')).not.toBeInTheDocument();
    await user(view).click(screen.getByRole('button', { name: 'Like' }));
    const status = await within(main).findByRole('status');
    await waitFor(() => {
      expect(status).toHaveTextContent(/^You liked this article\. \d+ people like this$/);
    });
    expect(status).toContainElement(count);
  });

  it.each(FAULTS)(
    'says so where the like count failed (%s), and its retry brings the count back',
    async (fault) => {
      failGet('*/po/content/articles/:id/rating', fault);
      // Long enough for the article itself on a busy machine; the count's time-out follows it.
      configureHttp({ baseUrl: '', timeoutMs: 1_500 });
      try {
        const view = await openArticle();
        const alert = await screen.findByRole('alert');
        expect(alert).toHaveTextContent(DEFAULT_ERROR);
        expect(screen.getByRole('button', { name: 'Like' })).toBeEnabled();
        server.resetHandlers();
        await view.user.click(within(alert).getByRole('button', { name: 'Try again' }));
        expect(await screen.findByText(/like this$/)).toBeInTheDocument();
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
        await waitFor(() => expect(screen.getByRole('button', { name: 'Like' })).toHaveFocus());
      } finally {
        configureHttp({ baseUrl: '' });
      }
    },
  );

  it('recommends the best unread article sharing a tag', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/po/content/articles/next', async ({ request }) => {
        bodies.push(await request.clone().json());
        return undefined;
      }),
    );
    await openArticle();
    const next = await screen.findByRole('region', { name: 'Read next' });
    expect(within(next).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/generic\/articles\/6f1c2a10-/),
    );
    expect(bodies[0]).toEqual({
      articleRatingType: 'LIKES',
      exclusionArticles: [MATCH],
      numberOfArticles: 1,
      tagsQueryString: 'my-retirement:topics/employer-match,my-retirement:stage/getting-started',
    });
  });

  it('moves the focus to the next article’s heading when Read next is followed', async () => {
    const view = await openArticle();
    const next = await screen.findByRole('region', { name: 'Read next' });
    // Read next has already loaded that article: the page swaps its content in place.
    await user(view).click(within(next).getByRole('link'));
    const heading = await screen.findByRole('heading', { level: 1, name: /^(?!Don't leave)/ });
    await waitFor(() => {
      expect(heading).toHaveFocus();
    });
  });

  it('clears the article from read when the next article is the same one', async () => {
    server.use(
      http.post('*/po/content/articles/next', () =>
        HttpResponse.json({ articles: [{ aemId: MATCH }] }),
      ),
    );
    const { store } = await openArticle();
    await waitFor(() => {
      expect(store.getState().articles.readArticles).toEqual([]);
    });
    expect(screen.queryByRole('region', { name: 'Read next' })).not.toBeInTheDocument();
  });

  it('tracks influencer and virtual-event articles once, however often they are opened', async () => {
    const first = await openArticle(MUSIC, 'Music, money and making it last');
    expect(screen.getByText('Rico Valdés')).toBeInTheDocument();
    first.unmount();
    const { store } = await openArticle(MUSIC, 'Music, money and making it last');
    await waitFor(() => {
      expect(store.getState().articles.virtualEventArticles).toContain(MUSIC);
    });
    const state = store.getState().articles;
    expect(state.influencerArticles).toEqual([MUSIC]);
    expect(state.influencerArticlesRead).toEqual([MUSIC]);
    expect(state.virtualEventArticles).toEqual([MUSIC]);
  });

  it('tracks an influencer article as influencer and read, not as a virtual event', async () => {
    const { store } = await openArticle(WOMEN, 'Retirement savings for women: closing the gap');
    await waitFor(() => {
      expect(store.getState().articles.influencerArticlesRead).toEqual([WOMEN]);
    });
    const state = store.getState().articles;
    expect(state.influencerArticles).toEqual([WOMEN]);
    expect(state.virtualEventArticles).toEqual([]);
  });

  it('marks the article read even when no next article can be recommended', async () => {
    // Read next marks it read too when it resolves: with it failing, the page's own mark shows.
    server.use(http.post('*/po/content/articles/next', () => HttpResponse.error()));
    const { store } = await openArticle();
    await screen.findByRole('alert');
    expect(store.getState().articles.readArticles).toEqual([MATCH]);
  });

  it('marks the article Read next opens read, even when its own recommendation fails', async () => {
    let calls = 0;
    server.use(
      http.post('*/po/content/articles/next', () => {
        calls += 1;
        return calls === 1 ? undefined : HttpResponse.error();
      }),
    );
    const view = await openArticle();
    const next = await screen.findByRole('region', { name: 'Read next' });
    const nextId = /\/articles\/([^/]+)\//.exec(
      within(next).getByRole('link').getAttribute('href') ?? '',
    )?.[1];
    // The page stays mounted and swaps its content in place: the new article is read as well.
    await user(view).click(within(next).getByRole('link'));
    await screen.findByRole('heading', { level: 1, name: /^(?!Don't leave)/ });
    await waitFor(() => {
      expect(view.store.getState().articles.readArticles).toEqual([MATCH, nextId]);
    });
  });

  it('shows the SPEC.md message where the article failed, stores the error, and retries', async () => {
    let failing = true;
    server.use(
      http.get('*/po/content/articles/:id', () =>
        failing ? HttpResponse.json({ error: 'down' }, { status: 500 }) : undefined,
      ),
    );
    const view = renderApp(url(MATCH));
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent(DEFAULT_ERROR);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Article unavailable' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    failing = false;
    await view.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const heading = await screen.findByRole('heading', { level: 1, name: MATCH_TITLE });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('asks again for an article that failed earlier when the participant comes back to it', async () => {
    let failing = true;
    server.use(
      http.get('*/po/content/articles/:id', () =>
        failing ? HttpResponse.json({ error: 'down' }, { status: 500 }) : undefined,
      ),
    );
    const { router } = renderApp(url(MATCH));
    await screen.findByRole('alert', {}, { timeout: 10_000 });
    failing = false;
    await router.navigate('/generic/get-the-facts');
    await screen.findByRole('heading', { level: 1, name: 'Get the facts' });
    await router.navigate(url(MATCH));
    expect(
      await screen.findByRole('heading', { level: 1, name: MATCH_TITLE }, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });

  it('serves company-less article links (/articles/{id}/{name}) with the stored company', async () => {
    renderApp(`/articles/${MATCH}/dont-leave-free-money`);
    expect(
      await screen.findByRole('heading', { level: 1, name: MATCH_TITLE }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('opens an article whose link has its id in another case, at its own address', async () => {
    const { router } = renderApp(url(MATCH.toUpperCase()));
    expect(
      await screen.findByRole('heading', { level: 1, name: MATCH_TITLE }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.article('generic', MATCH, MATCH_TITLE));
  });

  it('shows not-found for an article the service does not know, having asked once', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/no-such-article')) asked.push(request.url);
    });
    renderApp(url('no-such-article'));
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Hmm ... looks like this page is already enjoying its retirement.' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    // Start-up's prefetch asked; the page takes its answer rather than asking again.
    expect(asked).toHaveLength(1);
  });

  it('says "opens in a new tab" in Spanish inside an English article on a Spanish page', async () => {
    speakSpanish();
    const loans = '6f1c2a10-0015-4a7e-9b1d-aa0000000015';
    serveArticleInEnglishOnly(loans);
    renderApp(url(loans));
    const link = await screen.findByRole(
      'link',
      { name: /^Retirement plans FAQs regarding loans/ },
      { timeout: 10_000 },
    );
    expect(readLanguage(link)).toBe('en');
    const hint = within(link).getByText('(se abre en una pestaña nueva)');
    expect(readLanguage(hint)).toBe('es-US');
  });

  it('asks whether it helped, and names its badges, in Spanish on a Spanish page', async () => {
    speakSpanish();
    renderApp(url(MATCH));
    expect(await screen.findByText('¿Le resultó útil?', {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByRole('list', { name: 'Distintivos' })).toBeInTheDocument();
    expect(screen.queryByText('Was this helpful?')).not.toBeInTheDocument();
  });
});

function user(view: { user: ReturnType<typeof renderApp>['user'] }) {
  return view.user;
}
