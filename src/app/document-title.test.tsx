import { act, screen, waitFor } from '@testing-library/react';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw';
import { readStartupSeed } from '@/features/user/startup';
import { languageChanged } from '@/features/user/user-slice';
import { renderApp } from '@/testing/test-utils';

/**
 * The tab, a bookmark and a search result show the document title: a page's own name alone
 * ("FAQs", "Sitemap") reads the same for every site in a row of tabs or a history list.
 */
describe('the document title', () => {
  it('names the page, then the site, and follows client navigation and the language', async () => {
    const { router, store } = renderApp('/retirement/harborpine/faqs');
    await screen.findByRole('heading', { level: 1, name: 'FAQs' }, { timeout: 10_000 });
    await waitFor(() => {
      expect(document.title).toBe('FAQs | RetireWell');
    });

    await router.navigate('/retirement/harborpine/sitemap');
    await screen.findByRole('heading', { level: 1, name: 'Sitemap' }, { timeout: 10_000 });
    await waitFor(() => {
      expect(document.title).toBe('Sitemap | RetireWell');
    });

    act(() => {
      store.dispatch(languageChanged('es-US'));
    });
    await screen.findByRole('heading', { level: 1, name: 'Mapa del sitio' }, { timeout: 10_000 });
    await waitFor(() => {
      expect(document.title).toBe('Mapa del sitio | RetireWell');
    });
  });

  it("does not keep the last page's name while the next one waits for its content", async () => {
    // An article that never arrives (offline, a slow service): the tab and a screen reader's
    // window list said "FAQs" over the article's address.
    server.use(http.get('*/po/content/articles/:id', () => delay('infinite')));
    const { router } = renderApp('/retirement/harborpine/faqs');
    await screen.findByRole('heading', { level: 1, name: 'FAQs' }, { timeout: 10_000 });
    await waitFor(() => {
      expect(document.title).toBe('FAQs | RetireWell');
    });
    await router.navigate('/harborpine/articles/6f1c2a10-0001-4a7e-9b1d-aa0000000001/x');
    await waitFor(() => {
      expect(document.title).toBe('RetireWell');
    });
  });

  it('names the page again on a new address that shows the same page: not-found after not-found', async () => {
    const { router } = renderApp('/harborpine/nothing-here');
    const notFound = 'Hmm ... looks like this page is already enjoying its retirement.';
    await screen.findByRole('heading', { level: 1, name: notFound }, { timeout: 10_000 });
    await router.navigate('/harborpine/nothing-there');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/harborpine/nothing-there');
    });
    await waitFor(() => {
      expect(document.title).toBe(`${notFound} | RetireWell`);
    });
  });

  it("names MyRetirement on its host, on the not-found page too, in the page's language", async () => {
    const { site } = readStartupSeed(
      new URL('http://myretirement.localhost/harborpine/nothing-here?lang=es'),
    );
    renderApp('/harborpine/nothing-here', { seed: { site } });
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Hmm… parece que esta página ya está disfrutando de su jubilación.' },
      { timeout: 10_000 },
    );
    await waitFor(() => {
      expect(document.title).toBe(
        'Hmm… parece que esta página ya está disfrutando de su jubilación. | MyRetirement',
      );
    });
  });
});

describe("the browser's bar colour (theme-color)", () => {
  it("is the sponsor's brand colour, not index.html's for every sponsor", async () => {
    const themeColor = document.createElement('meta');
    themeColor.name = 'theme-color';
    themeColor.content = '#0b4f6c';
    document.head.append(themeColor);
    const { router } = renderApp('/retirement/harborpine');
    await waitFor(
      () => {
        expect(themeColor.content).toBe('#1f4e3d');
      },
      { timeout: 10_000 },
    );
    await router.navigate('/retirement/lumenhealth');
    await waitFor(
      () => {
        expect(themeColor.content).toBe('#5b2a86');
      },
      { timeout: 10_000 },
    );
    themeColor.remove();
  });
});
