import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/msw';
import { renderApp } from '@/testing/test-utils';

/** What an author can legally send in a list: an article twice, a title left blank. */
const ARTICLES = [
  { id: 'a1', title: 'Saving basics', topics: ['Saving'], tags: [] },
  { id: 'blank', title: '', topics: ['Saving'], tags: [] },
  { id: 'spaces', title: ' \t ', topics: ['Saving'], tags: [] },
  { id: 'a1', title: 'Saving basics, again', topics: ['Saving'], tags: [] },
  { id: 'a2', title: 'Investing basics', topics: ['Investing'], tags: [] },
];

describe('article lists with extreme CMS content', { timeout: 60_000 }, () => {
  it('Get the facts shows each article once and no card without a title', async () => {
    const consoleError = vi.spyOn(console, 'error');
    server.use(
      http.post('*/po/content/articles/', () => HttpResponse.json({ articles: ARTICLES })),
    );
    renderApp('/harborpine/get-the-facts');
    await screen.findByRole('group', { name: 'Filter by topic' }, { timeout: 10_000 });
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getAllByRole('link')[0]?.textContent)).toEqual([
      'Saving basics',
      'Investing basics',
    ]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('the sitemap links each article once and none without a name', async () => {
    const consoleError = vi.spyOn(console, 'error');
    server.use(
      http.post('*/po/content/content/articles', () => HttpResponse.json({ articles: ARTICLES })),
    );
    renderApp('/retirement/lumenhealth/sitemap');
    const articles = await screen.findByRole('region', { name: 'Articles' }, { timeout: 10_000 });
    const links = await within(articles).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Saving basics', 'Investing basics']);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('an article lists each of its topics once and no blank topic', async () => {
    const consoleError = vi.spyOn(console, 'error');
    server.use(
      http.get('*/po/content/articles/:id', () =>
        HttpResponse.json({
          id: 'a1',
          title: 'Saving basics',
          content: '<p>Start small.</p>',
          topics: ['Saving', ' ', 'Saving', 'Investing'],
          tags: [],
        }),
      ),
    );
    renderApp('/harborpine/articles/a1/saving-basics');
    const topics = await screen.findByRole('list', { name: 'Tags' }, { timeout: 10_000 });
    expect(
      within(topics)
        .getAllByRole('listitem')
        .map((topic) => topic.textContent),
    ).toEqual(['Saving', 'Investing']);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it.each([
    ['an article', 'article', '/harborpine/articles/a1/saving-basics', 'Article'],
    ['a Spanish article', 'article', '/harborpine/articles/a1/saving-basics?lang=es', 'Artículo'],
    ['a video', 'video', '/harborpine/articles/a1/saving-basics', 'Video'],
  ])('%s opened directly with a blank title is still named', async (_, articleType, url, name) => {
    server.use(
      http.get('*/po/content/articles/:id', () =>
        HttpResponse.json({ id: 'a1', title: ' ', articleType, content: '<p>Start small.</p>' }),
      ),
    );
    renderApp(url);
    expect(
      await screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    // The heading names the document in an effect, after it is drawn.
    await waitFor(() => {
      expect(document.title).toBe(`${name} | RetireWell`);
    });
  });
});
