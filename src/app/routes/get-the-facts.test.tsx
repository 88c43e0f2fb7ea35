import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { articleLikeToggled, articleMarkedRead } from '@/features/articles/articles-slice';
import { server, serveArticles, serveOneArticlePerTopic } from '@/testing/msw';
import { readLanguage, renderApp } from '@/testing/test-utils';

/** The shared article catalog of the mock content service holds 24 articles. */
const ARTICLE_COUNT = 24;

const SOCIAL_SECURITY = '6f1c2a10-0007-4a7e-9b1d-aa0000000007';
const SOCIAL_SECURITY_ARTICLES = 1;
const INFLUENCER_ARTICLES = 4;
const cardOf = (title: string) => {
  const card = screen.getAllByRole('article').find((item) => within(item).queryByText(title));
  if (!card) throw new Error(`No card titled ${title}`);
  return card;
};
/** The list follows a filter a task after the press (the press paints first). */
const articlesListed = (count: number) =>
  waitFor(() => {
    expect(screen.getAllByRole('article')).toHaveLength(count);
  });

describe('Get the facts', { timeout: 60_000 }, () => {
  it('filters by topic, marks read and liked articles, and has an empty state', async () => {
    const { user, store } = renderApp('/harborpine/get-the-facts');
    const filters = await screen.findByRole(
      'group',
      { name: 'Filter by topic' },
      { timeout: 10_000 },
    );
    await articlesListed(ARTICLE_COUNT);

    const topic = within(filters).getByRole('button', { name: 'Social Security' });
    await user.click(topic);
    expect(topic).toHaveAttribute('aria-pressed', 'true');
    await articlesListed(SOCIAL_SECURITY_ARTICLES);
    expect(
      within(cardOf('Social Security basics: what to expect')).getByRole('link'),
    ).toHaveAttribute(
      'href',
      `/harborpine/articles/${SOCIAL_SECURITY}/social-security-basics%3A-what-to-expect`,
    );

    store.dispatch(articleMarkedRead(SOCIAL_SECURITY));
    store.dispatch(articleLikeToggled(SOCIAL_SECURITY));
    const card = cardOf('Social Security basics: what to expect');
    expect(await within(card).findByText('Read')).toBeInTheDocument();
    expect(within(card).getByText('Liked')).toBeInTheDocument();

    await user.click(within(filters).getByRole('button', { name: 'Budgeting' }));
    await user.click(screen.getByRole('button', { name: 'Liked articles only' }));
    expect(screen.getByRole('heading', { name: 'No liked articles here yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all articles' }));
    await articlesListed(ARTICLE_COUNT);
  });

  it('counts what it shows in Spanish with the verb agreeing: one is shown, or several', async () => {
    const { user } = renderApp('/harborpine/get-the-facts?lang=es');
    const filters = await screen.findByRole(
      'group',
      { name: 'Filtrar por tema' },
      { timeout: 10_000 },
    );
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(
      `Se muestran ${String(ARTICLE_COUNT)} de ${String(ARTICLE_COUNT)} artículos`,
    );
    await user.click(within(filters).getByRole('button', { name: 'Seguro Social' }));
    await articlesListed(SOCIAL_SECURITY_ARTICLES);
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(
      `Se muestra 1 de ${String(ARTICLE_COUNT)} artículos`,
    );
  });

  it('keeps the topic filter when the language changes, in the new language', async () => {
    const { user, router } = renderApp('/harborpine/get-the-facts?lang=es');
    const filters = await screen.findByRole(
      'group',
      { name: 'Filtrar por tema' },
      { timeout: 10_000 },
    );
    await user.click(within(filters).getByRole('button', { name: 'Seguro Social' }));
    await articlesListed(SOCIAL_SECURITY_ARTICLES);

    await user.click(screen.getByRole('button', { name: 'English' }));
    const english = await screen.findByRole(
      'group',
      { name: 'Filter by topic' },
      { timeout: 10_000 },
    );
    await waitFor(() => {
      expect(within(english).getByRole('button', { name: 'Social Security' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });
    await articlesListed(SOCIAL_SECURITY_ARTICLES);
    await waitFor(() => {
      expect(new URLSearchParams(router.state.location.search).get('topic')).toBe(
        'Social Security',
      );
    });

    await user.click(screen.getByRole('button', { name: 'Español' }));
    const spanish = await screen.findByRole('group', { name: 'Filtrar por tema' });
    await waitFor(() => {
      expect(within(spanish).getByRole('button', { name: 'Seguro Social' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });
    await articlesListed(SOCIAL_SECURITY_ARTICLES);
  });

  it('opens a filtered link shared from the English site filtered, in Spanish', async () => {
    const { router } = renderApp('/harborpine/get-the-facts?topic=Social+Security&lang=es');
    const filters = await screen.findByRole(
      'group',
      { name: 'Filtrar por tema' },
      { timeout: 10_000 },
    );
    await waitFor(() => {
      expect(within(filters).getByRole('button', { name: 'Seguro Social' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });
    // The cards follow the pressed filter a task later (TrendingTopics). The wait counts them
    // without checking each one's styles for visibility: that check over 24 cards, run at every
    // change of the page, outlasted the wait on a loaded machine. The full query follows once.
    await waitFor(() => {
      expect(screen.getAllByRole('article', { hidden: true })).toHaveLength(
        SOCIAL_SECURITY_ARTICLES,
      );
    });
    await articlesListed(SOCIAL_SECURITY_ARTICLES);
    await waitFor(() => {
      expect(new URLSearchParams(router.state.location.search).get('topic')).toBe('Seguro Social');
    });
  });

  it('reads a typed topic in any case, and writes it as the filter names it', async () => {
    const { router } = renderApp('/harborpine/get-the-facts?topic=social%20security');
    const filters = await screen.findByRole(
      'group',
      { name: 'Filter by topic' },
      { timeout: 10_000 },
    );
    expect(within(filters).getByRole('button', { name: 'Social Security' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await articlesListed(SOCIAL_SECURITY_ARTICLES);
    await waitFor(() => {
      expect(new URLSearchParams(router.state.location.search).get('topic')).toBe(
        'Social Security',
      );
    });
  });

  it('tracks the influencer articles it shows', async () => {
    const { store } = renderApp('/generic/get-the-facts');
    await screen.findByRole('group', { name: 'Filter by topic' }, { timeout: 10_000 });
    await waitFor(() => {
      expect(store.getState().articles.influencerArticles).toHaveLength(INFLUENCER_ARTICLES);
    });
  });

  it('shows the SPEC.md message when the list fails', async () => {
    server.use(http.post('*/po/content/articles/', () => HttpResponse.error()));
    renderApp('/generic/get-the-facts');
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      "We're sorry, an error has occurred. Please try again later.",
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Get the facts' })).toBeInTheDocument();
  });

  it('lists the topics in the alphabetical order of the page’s language, whatever the browser’s', async () => {
    // Spanish puts ñ after n ("Anualidades" before "Año fiscal"); English reads ñ as an n.
    const topics = ['Año fiscal', 'Anualidades', 'Ahorro'];
    serveOneArticlePerTopic(topics);
    renderApp('/harborpine/get-the-facts?lang=es');
    const filters = await screen.findByRole(
      'group',
      { name: 'Filtrar por tema' },
      { timeout: 10_000 },
    );
    expect(
      within(filters)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Todos los temas', 'Ahorro', 'Anualidades', 'Año fiscal']);
  });

  it('marks a topic only English articles carry as English on a Spanish page', async () => {
    serveArticles([
      { id: 'es1', title: 'Empiece a ahorrar', topics: ['Ahorro'], tags: [] },
      { id: 'en1', title: 'Start saving', topics: ['Saving'], tags: [], language: 'en' },
      // A word both languages share is the page's word.
      { id: 'es2', title: 'Su plan 401(k)', topics: ['401(k)'], tags: [] },
      { id: 'en2', title: 'Your 401(k)', topics: ['401(k)'], tags: [], language: 'en' },
    ]);
    renderApp('/harborpine/get-the-facts?lang=es');
    const filters = await screen.findByRole(
      'group',
      { name: 'Filtrar por tema' },
      { timeout: 10_000 },
    );
    expect(readLanguage(within(filters).getByRole('button', { name: 'Saving' }))).toBe('en');
    expect(readLanguage(within(filters).getByRole('button', { name: 'Ahorro' }))).toBe('es-US');
    expect(readLanguage(within(filters).getByRole('button', { name: '401(k)' }))).toBe('es-US');
  });
});
