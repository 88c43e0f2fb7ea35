import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw';
import { readLanguage, renderApp, speakSpanish } from '@/testing/test-utils';
import { catalogArticle } from '../../../mocks/fixtures/articles/catalog';
import { catalogSpanish } from '../../../mocks/fixtures/articles/catalog.es';

describe('community pages', { timeout: 60_000 }, () => {
  it.each([
    ['grammy-major', 'Music, money and making it last'],
    ['latin-grammy', 'Ritmo y futuro: rhythm and your financial future'],
    ['hispanic', 'Nuestro futuro: planning with family in mind'],
  ])('/cobaltridge/%s shows its event and articles', async (page, title) => {
    renderApp(`/cobaltridge/${page}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Sessions' })).toBeInTheDocument();
    const articles = screen.getByRole('region', { name: 'Watch and read' });
    expect(await within(articles).findAllByRole('article')).toHaveLength(4);
    for (const link of within(articles).getAllByRole('link')) {
      expect(link.getAttribute('href')).toMatch(/^\/cobaltridge\/articles\//);
    }
  });
});

/** The Spanish title the mock gives a catalog article. */
function spanishTitle(articleNumber: number) {
  const n = String(articleNumber).padStart(2, '0');
  const english = catalogArticle(`6f1c2a10-00${n}-4a7e-9b1d-aa00000000${n}`)?.title ?? '';
  return catalogSpanish[english];
}

describe('community pages in Spanish', { timeout: 60_000 }, () => {
  it.each([
    ['grammy-major', 'Música, dinero y cómo hacer que dure'],
    ['latin-grammy', 'Ritmo y futuro: el ritmo y su futuro financiero'],
    ['hispanic', 'Nuestro futuro: planificar pensando en la familia'],
  ])('/cobaltridge/%s is in Spanish, content and page alike', async (page, title) => {
    speakSpanish();
    const paths: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const path = new URL(request.url).searchParams.get('path') ?? '';
      if (path.includes('/community/')) paths.push(path.split('/sites/')[1] ?? '');
    });
    renderApp(`/cobaltridge/${page}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} | RetireWell`));
    expect(screen.getByText('Cuándo')).toBeInTheDocument();
    expect(screen.getByText('Dónde')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Sesiones' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Mire y lea' })).toBeInTheDocument();
    // The company has no page of its own in either language: the default company's, in Spanish.
    expect(paths).toEqual([
      `cobaltridge/us/es/segments/g/community/${page}/config`,
      `cobaltridge/us/en/segments/g/community/${page}/config`,
      `generic/us/es/segments/g/community/${page}/config`,
    ]);
  });

  it('marks the English page it falls back to as English, and only the page’s own texts', async () => {
    speakSpanish();
    server.use(
      http.get('*/po/content/content/fragments/nested', ({ request }) => {
        const path = new URL(request.url).searchParams.get('path') ?? '';
        if (!path.includes('/us/es/') || !path.includes('/community/')) return undefined;
        return HttpResponse.json({});
      }),
    );
    renderApp('/cobaltridge/latin-grammy');
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Ritmo y futuro: rhythm and your financial future' },
      { timeout: 10_000 },
    );
    expect(readLanguage(heading)).toBe('en');
    for (const text of [
      'Virtual event series',
      'Recorded sessions, watch any time',
      'Online, free, English and Spanish captions',
      /^A bilingual conversation/,
      'From first paycheck to first investment',
      'Lucía Herrera, financial educator',
    ]) {
      expect(readLanguage(screen.getByText(text))).toBe('en');
    }
    expect(readLanguage(screen.getByRole('img', { name: /^Maracas, a trumpet/ }))).toBe('en');
    expect(readLanguage(screen.getByText('Cuándo'))).toBe('es-US');
    expect(readLanguage(screen.getByRole('heading', { name: 'Sesiones' }))).toBe('es-US');
  });

  it('lists the event’s articles by their Spanish titles', async () => {
    speakSpanish();
    renderApp('/cobaltridge/hispanic');
    const articles = await screen.findByRole('region', { name: 'Mire y lea' }, { timeout: 10_000 });
    const cards = await within(articles).findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      [24, 20, 13, 19].map(spanishTitle),
    );
  });

  it('switching language never shows the other language’s cached page', async () => {
    const { user } = renderApp('/cobaltridge/hispanic');
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Nuestro futuro: planning with family in mind' },
      { timeout: 10_000 },
    );
    await user.click(screen.getByRole('button', { name: 'Español' }));
    expect(
      screen.queryByText('Nuestro futuro: planning with family in mind'),
    ).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Nuestro futuro: planificar pensando en la familia',
      }),
    ).toBeInTheDocument();
  });
});
