import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/msw';
import { renderApp } from '@/testing/test-utils';

const articleId = (n: number) => {
  const id = String(n).padStart(2, '0');
  return `6f1c2a10-00${id}-4a7e-9b1d-aa00000000${id}`;
};

/** Legal but extreme community content: repeated sessions and articles, blank texts. */
describe('community page with extreme CMS content', { timeout: 60_000 }, () => {
  it('lists repeated session titles, skips blank ones and shows a repeated article once', async () => {
    const consoleError = vi.spyOn(console, 'error');
    server.use(
      http.get('*/po/content/content/fragments/nested', ({ request }) => {
        const path = new URL(request.url).searchParams.get('path') ?? '';
        if (!path.includes('/community/')) return undefined;
        return HttpResponse.json({
          title: 'Music and money',
          children_sessions: [
            { title: 'Live Q&A', speaker: 'First host' },
            { title: '  ', speaker: 'Nobody' },
            { title: 'Live Q&A', speaker: 'Second host' },
          ],
          articleIds: [articleId(6), articleId(6), articleId(10)],
        });
      }),
    );
    renderApp('/cobaltridge/grammy-major');
    await screen.findByRole('heading', { level: 1, name: 'Music and money' }, { timeout: 10_000 });
    const sessions = within(screen.getByRole('region', { name: 'Sessions' })).getAllByRole(
      'listitem',
    );
    expect(sessions.map((session) => session.textContent)).toEqual([
      'Live Q&AFirst host',
      'Live Q&ASecond host',
    ]);
    const articles = screen.getByRole('region', { name: 'Watch and read' });
    expect(await within(articles).findAllByRole('article')).toHaveLength(2);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
