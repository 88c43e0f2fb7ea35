import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw';
import { readLanguage, renderApp } from '@/testing/test-utils';

/** The shared article catalog of the mock content service holds 24 articles. */
const ARTICLE_COUNT = 24;

const DEFAULT_ERROR = "We're sorry, an error has occurred. Please try again later.";

describe('sitemap (SPEC.md "Sitemap")', { timeout: 60_000 }, () => {
  it('lists the pages, the community pages and every article with its slug', async () => {
    renderApp('/retirement/lumenhealth/sitemap');
    const articles = await screen.findByRole('region', { name: 'Articles' }, { timeout: 10_000 });
    const pages = screen.getByRole('region', { name: 'Pages' });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Home',
      'My action plan',
      'Get the facts',
      'Calculator',
      'Resources & FAQs',
      'FAQs',
      'Search',
      'Privacy policy',
    ]);
    expect(
      within(screen.getByRole('region', { name: 'Community' }))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/lumenhealth/grammy-major', '/lumenhealth/latin-grammy', '/lumenhealth/hispanic']);
    expect(await within(articles).findAllByRole('link')).toHaveLength(ARTICLE_COUNT);
    expect(
      within(articles).getByRole('link', { name: 'How much will you need to retire?' }),
    ).toHaveAttribute(
      'href',
      '/lumenhealth/articles/6f1c2a10-0016-4a7e-9b1d-aa0000000016/how-much-will-you-need-to-retire',
    );
  });

  it('a failing sitemap call shows the SPEC.md message in the article list only', async () => {
    server.use(
      http.post('*/po/content/content/articles', () =>
        HttpResponse.json({ error: 'down' }, { status: 500 }),
      ),
    );
    renderApp('/retirement/generic/sitemap');
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent(DEFAULT_ERROR);
    expect(within(screen.getByRole('region', { name: 'Articles' })).getByRole('alert')).toBe(alert);
    expect(within(screen.getByRole('region', { name: 'Pages' })).getAllByRole('link')).toHaveLength(
      7,
    );
  });

  it("says there are no articles yet, in the page's language, instead of an empty list", async () => {
    server.use(
      http.post('*/po/content/content/articles', () => HttpResponse.json({ articles: [] })),
    );
    renderApp('/retirement/generic/sitemap?lang=es');
    const articles = await screen.findByRole('region', { name: 'Artículos' }, { timeout: 10_000 });
    expect(
      await within(articles).findByText(
        'Todavía no hay artículos para mostrar. Vuelva a consultar pronto.',
      ),
    ).toBeVisible();
    expect(within(articles).queryByRole('list')).not.toBeInTheDocument();
    expect(within(articles).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('marks an article the service has only in English as English on a Spanish page', async () => {
    server.use(
      http.post('*/po/content/content/articles', () =>
        HttpResponse.json({
          articles: [
            { id: 'a1', title: 'Empiece hoy a ahorrar' },
            { id: 'a2', title: 'Money talks: saving as a couple', language: 'en' },
          ],
        }),
      ),
    );
    renderApp('/retirement/generic/sitemap?lang=es');
    const articles = await screen.findByRole('region', { name: 'Artículos' }, { timeout: 10_000 });
    const english = await within(articles).findByRole('link', {
      name: 'Money talks: saving as a couple',
    });
    expect(readLanguage(english)).toBe('en');
    const spanish = within(articles).getByRole('link', { name: 'Empiece hoy a ahorrar' });
    expect(readLanguage(spanish)).toBe('es-US');
  });

  it("drops a Spanish title's opening question mark from the slug, as it does the closing one", async () => {
    renderApp('/retirement/generic/sitemap?lang=es');
    const articles = await screen.findByRole('region', { name: 'Artículos' }, { timeout: 10_000 });
    expect(
      await within(articles).findByRole('link', { name: '¿Cuánto necesitará para jubilarse?' }),
    ).toHaveAttribute(
      'href',
      '/generic/articles/6f1c2a10-0016-4a7e-9b1d-aa0000000016/cu%C3%A1nto-necesitar%C3%A1-para-jubilarse',
    );
  });
});
