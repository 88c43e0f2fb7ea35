import { act, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
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

describe("the home page's title", () => {
  it("is the site's name while the page loads and once its hero has come", async () => {
    let arrive: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    server.use(
      http.get('*/po/content/content/fragments/nested', async ({ request }) => {
        const path = new URL(request.url).searchParams.get('path') ?? '';
        if (!path.includes('/homepage/')) return undefined;
        await held;
        return HttpResponse.json({
          children_components: [
            {
              'cq:model': '/conf/my-retirement/settings/dam/cfm/models/full-width-hero',
              title: 'Plan the retirement you want',
              content: '<p>Plan ahead.</p>',
            },
          ],
        });
      }),
    );
    renderApp('/retirement/harborpine');
    await screen.findByRole('heading', { level: 1, hidden: true }, { timeout: 10_000 });
    await waitFor(() => {
      expect(document.title).toBe('RetireWell');
    });
    arrive();
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Plan the retirement you want' },
      { timeout: 10_000 },
    );
    // The hero's heading names the document in an effect after it is drawn: give it that turn.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.title).toBe('RetireWell');
  });
});

describe("a quiz question's title when the quiz does not come", () => {
  it('says it is a question, not the welcome page, in both languages', async () => {
    server.use(
      http.get('*/po/content/content/fragments/nested', ({ request }) => {
        const path = new URL(request.url).searchParams.get('path') ?? '';
        if (!path.endsWith('/quiz/config')) return undefined;
        return HttpResponse.json({ error: 'down' }, { status: 500 });
      }),
    );
    const { router, store } = renderApp('/retirement/generic/quiz/saving-style');
    await screen.findByRole('alert', {}, { timeout: 10_000 });
    await waitFor(() => {
      expect(document.title).toBe('Retirement persona quiz question | RetireWell');
    });

    act(() => {
      store.dispatch(languageChanged('es-US'));
    });
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Cuestionario de perfil de jubilación' },
      { timeout: 10_000 },
    );
    await waitFor(() => {
      expect(document.title).toBe('Pregunta del cuestionario de perfil de jubilación | RetireWell');
    });

    await router.navigate('/retirement/generic/quiz');
    await waitFor(() => {
      expect(document.title).toBe('Cuestionario de perfil de jubilación | RetireWell');
    });
  });
});

describe('a QA address (?uid=qa)', () => {
  // eslint-disable-next-line testing-library/no-node-access -- the head's tags have no role
  const robots = () => document.head.querySelectorAll('meta[name="robots"]');

  it('tells a search engine not to index it, and only while the uid is in the address', async () => {
    const { router } = renderApp('/retirement/harborpine/faqs?uid=qa');
    await screen.findByRole('heading', { level: 1, name: 'FAQs' }, { timeout: 10_000 });
    expect(robots()).toHaveLength(1);
    expect(robots()[0]).toHaveAttribute('content', 'noindex');

    // A link inside the app drops the query: a participant's address, indexed as any other.
    await router.navigate('/retirement/harborpine/sitemap');
    await screen.findByRole('heading', { level: 1, name: 'Sitemap' }, { timeout: 10_000 });
    expect(robots()).toHaveLength(0);
  });

  it("leaves a participant's address, whatever uid it carries, to be indexed", async () => {
    renderApp('/retirement/harborpine/faqs?uid=participant-7');
    await screen.findByRole('heading', { level: 1, name: 'FAQs' }, { timeout: 10_000 });
    expect(robots()).toHaveLength(0);
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
