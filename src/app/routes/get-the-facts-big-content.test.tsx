import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw';
import { renderApp } from '@/testing/test-utils';

/** A company with far more articles than the fixtures: 500 across 40 topics, 30 on saving. */
const ARTICLES = Array.from({ length: 500 }, (_, index) => ({
  id: `a${String(index + 1)}`,
  title: `Article ${String(index + 1)}`,
  topics: [`Topic ${String(index % 40)}`, ...(index % 10 === 0 && index < 300 ? ['Saving'] : [])],
  tags: [],
}));

describe('Get the facts with a large catalog', { timeout: 60_000 }, () => {
  it('shows the articles a page at a time, and Show more moves the focus to the first new one', async () => {
    server.use(
      http.post('*/po/content/articles/', () => HttpResponse.json({ articles: ARTICLES })),
    );
    const { user } = renderApp('/harborpine/get-the-facts');
    const filters = await screen.findByRole(
      'group',
      { name: 'Filter by topic' },
      { timeout: 10_000 },
    );
    expect(screen.getByText('Showing 500 of 500 articles')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(24);

    await user.click(screen.getByRole('button', { name: 'Show 24 more articles' }));
    expect(screen.getAllByRole('article')).toHaveLength(48);
    expect(screen.getByRole('link', { name: 'Article 25' })).toHaveFocus();

    // A topic starts again from its first page, and the last page offers only what is left.
    await user.click(within(filters).getByRole('button', { name: 'Topic 3' }));
    expect(screen.getByText('Showing 13 of 500 articles')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(13);
    expect(screen.queryByRole('button', { name: /more articles?$/ })).not.toBeInTheDocument();

    await user.click(within(filters).getByRole('button', { name: 'Saving' }));
    expect(screen.getAllByRole('article')).toHaveLength(24);
    await user.click(screen.getByRole('button', { name: 'Show 6 more articles' }));
    expect(screen.getAllByRole('article')).toHaveLength(30);
    expect(screen.getByRole('link', { name: 'Article 241' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: /more articles?$/ })).not.toBeInTheDocument();

    await user.click(within(filters).getByRole('button', { name: 'All topics' }));
    expect(screen.getAllByRole('article')).toHaveLength(24);
  });
});
