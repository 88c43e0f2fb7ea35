import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLogSink, type LogEntry } from '@/lib/logger';
import { server, serveArticles, serveOneArticlePerTopic } from '@/testing/msw';
import { readLanguage, renderApp } from '@/testing/test-utils';

/**
 * The results' heading. When it does not come, the failure says what the page's main part shows
 * instead: the printed document is cut off in the header, before it.
 */
const resultsHeading = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 2, name }, { timeout: 20_000 }).catch((error: unknown) => {
    const shown = screen.queryByRole('main')?.textContent;
    throw new Error(`No results heading ${String(name)}; the page shows: ${String(shown)}`, {
      cause: error,
    });
  });

const resultList = () => within(screen.getByRole('main')).getAllByRole('listitem');

/** The result whose link has this name. */
function resultItem(name: string): HTMLElement {
  const item = resultList().find((li) => within(li).queryByRole('link', { name }));
  if (!item) throw new Error(`No result named ${name}`);
  return item;
}

describe('search (articles and FAQs of the company)', { timeout: 60_000 }, () => {
  it('counts the results and marks the matched words in each', async () => {
    renderApp('/generic/search?q=match');
    const heading = await resultsHeading(/^\d+ results for “match”$/);
    const count = Number(heading.textContent.split(' ')[0]);
    expect(resultList()).toHaveLength(count);
    await waitFor(() => expect(document.title).toBe('Search | RetireWell'));
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();

    const article = screen.getByRole('link', {
      name: "Don't leave free money on the table: your employer match",
    });
    expect(article).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/generic\/articles\/[^/]+\/dont-leave-free-money/),
    );
    expect(within(article).getByText('match', { selector: 'mark' })).toBeInTheDocument();
    expect(
      within(resultItem("Don't leave free money on the table: your employer match")).getByText(
        'Article',
      ),
    ).toBeInTheDocument();
  });

  it('says "1 result" for a single match', async () => {
    renderApp('/generic/search?q=50%2F30%2F20');
    expect(await resultsHeading('1 result for “50/30/20”')).toBeInTheDocument();
  });

  it('links an FAQ result to the FAQ page, which opens that FAQ', async () => {
    const { user, router } = renderApp('/generic/search?q=roth%20pre-tax');
    await resultsHeading(/results? for “roth pre-tax”/);
    const faq = screen.getByRole('link', {
      name: 'Should I choose Roth or pre-tax contributions?',
    });
    expect(faq).toHaveAttribute('href', '/retirement/generic/faqs#faq-faq-roth-or-pretax');
    const item = resultItem('Should I choose Roth or pre-tax contributions?');
    expect(within(item).getByText('FAQ')).toBeInTheDocument();
    // The answer's HTML is indexed as text: its words are found and shown without markup.
    expect(item).toHaveTextContent(/^FAQShould I choose Roth.*Pre-tax lowers your taxable income/);
    expect(item).not.toHaveTextContent('<p>');

    await user.click(faq);
    await waitFor(() => {
      expect(router.state.location.hash).toBe('#faq-faq-roth-or-pretax');
    });
    const opened = await screen.findByRole(
      'button',
      { name: 'Should I choose Roth or pre-tax contributions?' },
      { timeout: 10_000 },
    );
    expect(opened).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => {
      expect(opened).toHaveFocus();
    });
    expect(screen.getByRole('button', { name: 'How much should I be saving?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('finds the enroll-only FAQs only with e=1', async () => {
    const enrollOnly = 'How do I enroll in my retirement plan?';
    const view = renderApp('/generic/search?q=enroll');
    await resultsHeading(/results? for “enroll”/);
    expect(screen.queryByRole('link', { name: enrollOnly })).not.toBeInTheDocument();
    view.unmount();

    renderApp('/generic/search?q=enroll&e=1');
    await resultsHeading(/results? for “enroll”/);
    expect(screen.getByRole('link', { name: enrollOnly })).toHaveAttribute(
      'href',
      '/retirement/generic/faqs#faq-faq-enroll-how',
    );
  });

  it('says when nothing matches and suggests where to go', async () => {
    renderApp('/generic/search?q=xylophone');
    expect(await resultsHeading('No results for “xylophone”')).toBeInTheDocument();
    const suggestions = within(screen.getByRole('main'))
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(suggestions.slice(-2)).toEqual([
      ['Browse all FAQs', '/retirement/generic/faqs'],
      ['Get the facts', '/generic/get-the-facts'],
    ]);
    // The rest are the articles' most common topics, each a search of its own.
    expect(suggestions.length).toBeGreaterThan(2);
    for (const [topic, href] of suggestions.slice(0, -2)) {
      expect(href).toBe(`/generic/search?q=${encodeURIComponent(topic ?? '')}`);
    }
  });

  it('suggests equally common topics in the alphabetical order of the page’s language', async () => {
    // Spanish puts ñ after n ("Anualidades" before "Año fiscal"); English reads ñ as an n.
    const topics = ['Bonos', 'Año fiscal', 'Anualidades', 'Ahorro'];
    serveOneArticlePerTopic(topics);
    renderApp('/generic/search?q=xilofono&lang=es');
    expect(await resultsHeading('No hay resultados para «xilofono»')).toBeInTheDocument();
    const suggestions = within(screen.getByRole('main'))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(suggestions.slice(0, 4)).toEqual(['Ahorro', 'Anualidades', 'Año fiscal', 'Bonos']);
  });

  it('marks a suggested topic only English articles carry as English on a Spanish page', async () => {
    serveArticles([
      { id: 'es1', title: 'Empiece a ahorrar', topics: ['Ahorro'], tags: [] },
      { id: 'en1', title: 'Start saving', topics: ['Saving'], tags: [], language: 'en' },
    ]);
    renderApp('/generic/search?q=xilofono&lang=es');
    await resultsHeading('No hay resultados para «xilofono»');
    const main = within(screen.getByRole('main'));
    expect(readLanguage(main.getByRole('link', { name: 'Saving' }))).toBe('en');
    expect(readLanguage(main.getByRole('link', { name: 'Ahorro' }))).toBe('es-US');
  });

  it('keeps the focus in its field after a search from it, and the live count says how it went', async () => {
    const { user, router } = renderApp('/generic/search?q=match');
    const heading = await resultsHeading(/^\d+ results for “match”$/);
    const liveRegion = within(screen.getByRole('main')).getByRole('status');
    expect(liveRegion).toHaveTextContent(heading.textContent);
    const field = within(screen.getByRole('main')).getByLabelText('Search articles and FAQs');
    await user.clear(field);
    await user.type(field, 'roth{Enter}');

    await resultsHeading(/results? for “roth”/);
    expect(router.state.location.search).toBe('?q=roth');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('roth');
    // The same live region, already on the page, changes: a screen reader reads the new count.
    expect(liveRegion).toHaveTextContent(/results? for “roth”/);
  });

  it('says how the first search from an empty page went, in a live region there before it', async () => {
    // Screen readers announce a change to a live region they know, not one added with its text.
    const { user } = renderApp('/generic/search');
    const main = await screen.findByRole('main');
    await within(main).findByText(
      'Enter a word or two to search articles and FAQs.',
      {},
      { timeout: 20_000 },
    );
    const liveRegion = within(main).getByRole('status');
    expect(liveRegion).toBeEmptyDOMElement();
    const field = within(main).getByLabelText('Search articles and FAQs');
    await user.type(field, 'roth{Enter}');
    await resultsHeading(/results? for “roth”/);
    expect(within(main).getByRole('status')).toBe(liveRegion);
    expect(liveRegion).toHaveTextContent(/^\d+ results? for “roth”$/);
    expect(field).toHaveFocus();
  });

  it('searching again for what is shown adds no history entry: Back leaves the search', async () => {
    const { user, router } = renderApp('/retirement/generic');
    // The page is up before typing, as in the analytics test below: the field typed into while
    // the shell settled could be replaced, and the search never started (seen on CI).
    await screen.findByRole('heading', { level: 1 }, { timeout: 20_000 });
    const header = within(screen.getByRole('banner')).getByRole('search', {
      name: 'Site search',
    });
    const field = within(header).getByLabelText('Search articles and FAQs');
    await user.type(field, 'match{Enter}');
    await resultsHeading(/^\d+ results for “match”$/);
    // Enter pressed again (and again) on the same query.
    await user.type(field, '{Enter}{Enter}');
    await router.back();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/retirement/generic');
    });
  });

  it('searching again from a link written another way (plus for space, spaces around, other parameters) adds no history entry', async () => {
    const { user, router } = renderApp('/retirement/generic');
    await screen.findByRole('banner');
    for (const link of ['/generic/search?q=employer+match', '/generic/search?q=+match+&e=1']) {
      await router.navigate(link);
      const field = await within(screen.getByRole('main')).findByLabelText(
        'Search articles and FAQs',
        {},
        { timeout: 10_000 },
      );
      await user.type(field, '{Enter}');
      await router.back();
      await waitFor(() => {
        expect(router.state.location.pathname).toBe('/retirement/generic');
      });
    }
  });

  it('shows the query in its field when it changes elsewhere: the header, back and forward', async () => {
    const { user, router } = renderApp('/generic/search?q=match');
    await resultsHeading(/^\d+ results for “match”$/);
    const field = within(screen.getByRole('main')).getByLabelText('Search articles and FAQs');
    const header = within(screen.getByRole('banner')).getByRole('search', { name: 'Site search' });
    await user.type(within(header).getByLabelText('Search articles and FAQs'), 'roth{Enter}');
    await resultsHeading(/results? for “roth”/);
    expect(field).toHaveValue('roth');

    await router.navigate('/generic/search?q=match');
    await resultsHeading(/^\d+ results for “match”$/);
    expect(field).toHaveValue('match');
    await router.navigate('/generic/search');
    expect(field).toHaveValue('');
  });

  it('finds 401(k) articles when the participant types 401k, and marks the plan name', async () => {
    renderApp('/generic/search?q=401k%20loan');
    await resultsHeading(/^\d+ results? for “401k loan”$/);
    const loan = screen.getByRole('link', { name: 'Think twice before a 401(k) loan' });
    expect(
      within(loan)
        .getAllByText(/./, { selector: 'mark' })
        .map((mark) => mark.textContent),
    ).toEqual(['401(k)', 'loan']);
  });

  it('finds the same articles for 401(k) typed with its brackets', async () => {
    renderApp('/generic/search?q=401(k)%20loan');
    await resultsHeading(/^\d+ results? for “401\(k\) loan”$/);
    expect(screen.getByRole('link', { name: 'Think twice before a 401(k) loan' })).toBeVisible();
  });

  it('finds 401(k) articles when the participant types the plan name with a space or a hyphen', async () => {
    const { router } = renderApp('/generic/search?q=401%20k%20loan');
    await resultsHeading(/^\d+ results? for “401 k loan”$/);
    expect(screen.getByRole('link', { name: 'Think twice before a 401(k) loan' })).toBeVisible();
    await router.navigate('/generic/search?q=401-k%20loan');
    await resultsHeading(/^\d+ results? for “401-k loan”$/);
    expect(screen.getByRole('link', { name: 'Think twice before a 401(k) loan' })).toBeVisible();
  });

  it('finds the singular or plural the text has when the participant types the other, and marks it', async () => {
    renderApp('/generic/search?q=loans');
    await resultsHeading(/^\d+ results? for “loans”$/);
    const loan = screen.getByRole('link', { name: 'Think twice before a 401(k) loan' });
    expect(within(loan).getByText('loan', { selector: 'mark' })).toBeInTheDocument();
  });

  it('finds an English singular in -y for its plural in -ies, and the other way round', async () => {
    const { router } = renderApp('/generic/search?q=emergencies');
    await resultsHeading(/^\d+ results? for “emergencies”$/);
    expect(screen.getByRole('link', { name: 'Build an emergency fund first' })).toBeVisible();
    await router.navigate('/generic/search?q=beneficiary');
    await resultsHeading(/^\d+ results? for “beneficiary”$/);
    expect(
      screen.getByRole('link', { name: 'Choose your beneficiaries, and keep them current' }),
    ).toBeVisible();
  });

  it('finds a Spanish singular for its plural typed without accents', async () => {
    renderApp('/generic/search?q=metas&lang=es');
    await resultsHeading(/^\d+ resultados? para «metas»$/);
    expect(
      within(screen.getByRole('main')).getAllByText('meta', { selector: 'mark' }),
    ).not.toHaveLength(0);
  });

  it('finds other forms of a word: "saving" finds "save", "savings" finds "saver"', async () => {
    serveArticles([
      { id: 'a1', title: 'Save a little more each year', topics: [], tags: [] },
      { id: 'a2', title: 'Be a saver, not a spender', topics: [], tags: [] },
      { id: 'a3', title: 'Savvy ways to cut fees', topics: [], tags: [] },
    ]);
    const { router } = renderApp('/generic/search?q=saving');
    await resultsHeading(/^\d+ results for “saving”$/);
    const save = screen.getByRole('link', { name: 'Save a little more each year' });
    expect(within(save).getByText('Save', { selector: 'mark' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Be a saver, not a spender' })).toBeVisible();
    // A stem is matched whole: "sav" is no prefix that finds "savvy".
    expect(screen.queryByRole('link', { name: 'Savvy ways to cut fees' })).not.toBeInTheDocument();
    await router.navigate('/generic/search?q=savings');
    await resultsHeading(/^\d+ results for “savings”$/);
    expect(screen.getByRole('link', { name: 'Be a saver, not a spender' })).toBeVisible();
  });

  it('finds another form of a Spanish verb: "debería" finds "debo"', async () => {
    serveArticles([
      { id: 'e1', title: '¿Cuánto debo ahorrar?', topics: [], tags: [] },
      { id: 'e2', title: 'Deudas y débitos', topics: [], tags: [] },
    ]);
    renderApp(`/generic/search?q=${encodeURIComponent('debería')}&lang=es`);
    await resultsHeading(/^\d+ resultados? para «debería»$/);
    const item = screen.getByRole('link', { name: '¿Cuánto debo ahorrar?' });
    expect(within(item).getByText('debo', { selector: 'mark' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Deudas y débitos' })).not.toBeInTheDocument();
  });

  it('finds an article by its topic tag when its text lacks the word', async () => {
    renderApp('/generic/search?q=rollover');
    await resultsHeading(/^\d+ results? for “rollover”$/);
    expect(
      screen.getByRole('link', { name: 'Changing jobs? What to do with your 401(k)' }),
    ).toBeVisible();
  });

  it('does not read the tags that only scope content (company, stage) as words', async () => {
    serveArticles([
      {
        id: 'x1',
        title: 'Start here',
        topics: [],
        tags: ['my-retirement:companies/generic', 'my-retirement:stage/getting-started'],
      },
    ]);
    renderApp('/generic/search?q=generic');
    expect(await resultsHeading('No results for “generic”')).toBeInTheDocument();
  });

  it('reads a query with emoji or symbols pasted in by its words', async () => {
    renderApp(`/generic/search?q=${encodeURIComponent('roth → 401k 💰')}`);
    await resultsHeading(/^\d+ results? for “roth → 401k 💰”$/);
    expect(
      screen.getByRole('link', { name: 'Roth or pre-tax: which 401(k) contribution fits you?' }),
    ).toBeVisible();
  });

  it('marks a result the service has only in English as English on a Spanish page', async () => {
    server.use(
      http.get('*/po/content/content/faqs', () =>
        HttpResponse.json({
          faqs: [
            {
              id: 'faq-roth',
              question: 'Should I choose Roth or pre-tax contributions?',
              answer: '<p>Many people split between Roth and pre-tax.</p>',
              isEnroll: false,
              language: 'en',
            },
          ],
        }),
      ),
    );
    renderApp('/generic/search?q=roth&lang=es');
    await resultsHeading(/^\d+ resultados? para «roth»$/);
    const item = resultItem('Should I choose Roth or pre-tax contributions?');
    expect(readLanguage(within(item).getByRole('link'))).toBe('en');
    expect(readLanguage(within(item).getByText(/^Many people split/))).toBe('en');
    expect(readLanguage(within(item).getByText('Pregunta frecuente'))).toBe('es-US');
  });

  it('names a very long query in its count by its start only', async () => {
    const words = Array.from({ length: 60 }, (_, index) => `word${String(index)}`).join(' ');
    renderApp(`/generic/search?q=${encodeURIComponent(words)}`);
    const heading = await resultsHeading(/^No results for “word0 word1 /);
    expect(heading.textContent).toMatch(/^No results for “word0 word1 .*…”$/);
    expect(heading.textContent.length).toBeLessThan(120);
  });

  it('keeps the article results when the FAQs fail: the message and a retry for the FAQs only', async () => {
    let failing = true;
    server.use(
      http.get('*/po/content/content/faqs', () =>
        failing ? HttpResponse.json({ error: 'down' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = renderApp('/generic/search?q=match');
    const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(alert).toHaveTextContent("We're sorry, an error has occurred. Please try again later.");
    // The articles loaded: what matches among them still shows.
    expect(
      await screen.findByRole('link', {
        name: "Don't leave free money on the table: your employer match",
      }),
    ).toBeInTheDocument();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => {
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
    expect(within(screen.getByRole('main')).getAllByText('FAQ').length).toBeGreaterThan(0);
  });

  it('never says "No results" when the FAQs failed: it names what it searched and what is missing', async () => {
    let failing = true;
    server.use(
      http.get('*/po/content/content/faqs', () =>
        failing ? HttpResponse.json({ error: 'down' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = renderApp('/generic/search?q=xylophone');
    const heading = await resultsHeading('No articles match “xylophone”');
    expect(screen.queryByRole('heading', { name: /No results/ })).not.toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('alert')).toHaveTextContent(/an error has occurred/);
    expect(main.getByRole('button', { name: 'Try again' })).toBeVisible();
    const note = 'The FAQs could not be loaded, so they are not searched.';
    expect(main.getByText(note)).toBeVisible();
    // A screen reader hears the same in the live region, not a bare "nothing found".
    expect(main.getByRole('status')).toHaveTextContent(`${heading.textContent} ${note}`);

    // Once the FAQs come, both kinds were searched: now "No results" is the truth.
    failing = false;
    await user.click(main.getByRole('button', { name: 'Try again' }));
    await resultsHeading('No results for “xylophone”');
    expect(main.queryByText(note)).not.toBeInTheDocument();
  });

  it('names the missing articles beside the FAQs that matched, in Spanish too', async () => {
    server.use(
      http.post('*/po/content/articles/', () =>
        HttpResponse.json({ error: 'down' }, { status: 500 }),
      ),
    );
    renderApp('/generic/search?q=roth&lang=es');
    await resultsHeading(/^\d+ resultados? para «roth»$/);
    const main = within(screen.getByRole('main'));
    expect(
      main.getByText('No se pudieron cargar los artículos, así que no se incluyen en la búsqueda.'),
    ).toBeVisible();
    expect(main.getByRole('button', { name: 'Intentar de nuevo' })).toBeVisible();
  });

  it('shows one message and one retry when both searched lists fail', async () => {
    server.use(
      http.get('*/po/content/content/faqs', () =>
        HttpResponse.json({ error: 'down' }, { status: 500 }),
      ),
      http.post('*/po/content/articles/', () =>
        HttpResponse.json({ error: 'down' }, { status: 500 }),
      ),
    );
    renderApp('/generic/search?q=match');
    const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(alert).toHaveTextContent("We're sorry, an error has occurred. Please try again later.");
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(within(screen.getByRole('main')).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('says it is searching while the lists are still on their way', async () => {
    // On a slow connection the lists take seconds: a screen reader hears that the search is on,
    // not silence, and then its outcome.
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    server.use(
      http.post('*/po/content/articles/', async () => {
        await arrived;
        return undefined;
      }),
    );
    renderApp('/generic/search?q=match');
    await screen.findByRole('heading', { level: 1, name: 'Search' }, { timeout: 20_000 });
    const liveRegion = within(screen.getByRole('main')).getByRole('status');
    await waitFor(() => {
      expect(liveRegion).toHaveTextContent('Searching…');
    });
    arrive();
    await resultsHeading(/^\d+ results for “match”$/);
    expect(liveRegion).toHaveTextContent(/^\d+ results for “match”$/);
  });

  it('asks for a query when there is none', async () => {
    renderApp('/generic/search');
    expect(
      await screen.findByText('Enter a word or two to search articles and FAQs.', undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument();
  });
});

describe('the header search field', { timeout: 60_000 }, () => {
  let logged: LogEntry[] = [];
  beforeEach(() => {
    window.dataLayer = [];
    logged = [];
    setLogSink((entry) => logged.push(entry));
  });
  afterEach(() => {
    setLogSink(null);
  });

  it('opens the results page, and the query enters no analytics event or log', async () => {
    const { user, router } = renderApp('/retirement/generic');
    // The page is up before typing: on a loaded machine the shell was still settling, and the
    // field typed into could be replaced mid-word.
    await screen.findByRole('heading', { level: 1 }, { timeout: 20_000 });
    const header = screen.getByRole('banner');
    const form = within(header).getByRole('search', { name: 'Site search' });
    await user.type(within(form).getByLabelText('Search articles and FAQs'), 'zebracorn budget');
    await user.click(within(form).getByRole('button', { name: 'Submit search' }));

    await resultsHeading('No results for “zebracorn budget”');
    expect(router.state.location.pathname).toBe('/generic/search');
    expect(router.state.location.search).toBe('?q=zebracorn%20budget');
    const main = screen.getByRole('main');
    expect(within(main).getByLabelText('Search articles and FAQs')).toHaveValue('zebracorn budget');

    const pageLoads = (window.dataLayer as { event: string }[]).filter(
      (event) => event.event === 'Page Load Completed',
    );
    expect(pageLoads.length).toBeGreaterThan(1);
    const sent = JSON.stringify({ events: window.dataLayer, logged });
    expect(sent).not.toMatch(/zebracorn/i);
  });
});
