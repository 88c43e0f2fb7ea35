import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { initialUserState } from '@/features/user/user-slice';
import { holdCompanyConfig, server } from '@/testing/msw';
import { readLanguage, renderApp, speakSpanish } from '@/testing/test-utils';

const NESTED = '*/po/content/content/fragments/nested';
const DEFAULT_ERROR = "We're sorry, an error has occurred. Please try again later.";

/** The home page's blocks as the CMS sends them, for one test. */
function serveHomeBlocks(components: unknown[]) {
  server.use(
    http.get(NESTED, ({ request }) => {
      const path = new URL(request.url).searchParams.get('path') ?? '';
      if (!path.includes('/homepage/')) return undefined;
      return HttpResponse.json({ children_components: components });
    }),
  );
}

const homePaths: string[] = [];
function recordHomeCalls() {
  server.use(
    http.get(NESTED, ({ request }) => {
      const path = new URL(request.url).searchParams.get('path') ?? '';
      if (path.includes('/homepage/')) homePaths.push(path);
      return undefined;
    }),
  );
  homePaths.length = 0;
}

const asPersona = (animal: 'fox' | 'owl', segment = 'g') => ({
  seed: { segment, storedRetirement: { user: { ...initialUserState, animal, segment } } },
});

describe('home page in Spanish before the company has a Spanish home', { timeout: 60_000 }, () => {
  it('marks the English home it falls back to as English', async () => {
    speakSpanish();
    server.use(
      http.get(NESTED, ({ request }) => {
        const path = new URL(request.url).searchParams.get('path') ?? '';
        if (!path.includes('/us/es/') || !path.includes('/homepage/')) return undefined;
        return HttpResponse.json({});
      }),
    );
    renderApp('/retirement/harborpine');
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Build your future with Harbor & Pine' },
      { timeout: 10_000 },
    );
    expect(readLanguage(heading)).toBe('en');
    expect(readLanguage(screen.getByText('Planifique hoy. Jubílese bien.'))).toBe('es-US');
    // The app's own hint on an English link stays Spanish, and is read as Spanish.
    const planLink = await screen.findByRole('link', { name: /^See your plan details/ });
    expect(readLanguage(planLink)).toBe('en');
    expect(readLanguage(within(planLink).getByText('(se abre en una pestaña nueva)'))).toBe(
      'es-US',
    );
  });
});

describe('home page (SPEC.md "Home page")', { timeout: 60_000 }, () => {
  it('leaves the focus on the language switch, after an in-app visit, as its blocks reload', async () => {
    const { user, router } = renderApp('/retirement/harborpine/faqs');
    await screen.findByRole('heading', { level: 1, name: 'FAQs' }, { timeout: 10_000 });
    await act(() => router.navigate('/retirement/harborpine'));
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Build your future with Harbor & Pine' },
      { timeout: 10_000 },
    );
    expect(heading).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Español' }));
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Construya su futuro con Harbor & Pine' },
      { timeout: 10_000 },
    );
    expect(screen.getByRole('button', { name: 'English' })).toHaveFocus();
  });

  it('renders every block kind from the CMS, the hero carrying the h1', async () => {
    const { user } = renderApp('/retirement/generic');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Your retirement, made clearer' },
        // The first render compiles the lazy home route.
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take the quiz' })).toHaveAttribute(
      'href',
      '/retirement/generic/quiz',
    );

    // 3-card block: three cards, the rest behind an expandable list. The blocks below the hero
    // render a task after it.
    const cards = await screen.findByRole('region', { name: 'Popular right now' });
    expect(within(cards).getAllByRole('article')).toHaveLength(3);
    const more = within(cards).getByRole('button', { name: 'Show 2 more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(
      within(cards).queryByText('Roth or pre-tax: which 401(k) contribution fits you?'),
    ).not.toBeVisible();
    await user.click(more);
    expect(within(cards).getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(
      within(cards).getByText('Roth or pre-tax: which 401(k) contribution fits you?'),
    ).toBeVisible();

    // Hotspot: its own picture on small screens; numbered buttons open a side dialog.
    const hotspot = screen.getByRole('region', { name: 'How your plan grows' });
    // A <source> has no role: read the block's picture.
    // eslint-disable-next-line testing-library/no-node-access
    const mobilePicture = hotspot.querySelector('picture source');
    expect(mobilePicture).toHaveAttribute('media', '(max-width: 767px)');
    expect(mobilePicture).toHaveAttribute('srcset', '/images/home/hotspot-mobile.svg');
    await user.click(within(hotspot).getByRole('button', { name: '2: Employer match' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Employer match' },
      // The dialog's code loads on first use.
      { timeout: 10_000 },
    );
    expect(dialog).toHaveTextContent('Not saving enough to get the full match');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    // Split content: alternating image sides; a new-window CTA says so.
    const calculator = screen.getByRole('region', { name: 'Will you have enough?' });
    const trending = screen.getByRole('region', { name: 'The facts, in plain English' });
    // The side is layout only, with nothing to query by role: read the block's marker.
    // eslint-disable-next-line testing-library/no-node-access
    expect(calculator.querySelector('[data-image-side]')).toHaveAttribute(
      'data-image-side',
      'right',
    );
    // eslint-disable-next-line testing-library/no-node-access
    expect(trending.querySelector('[data-image-side]')).toHaveAttribute('data-image-side', 'left');
    const external = screen.getByRole('link', { name: /Get my estimate/ });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAccessibleName('Get my estimate (opens in a new tab)');

    // Carousel: loaded lazily, one slide per card, labelled navigation.
    const carousel = screen.getByRole('region', { name: 'Three next steps' });
    expect(await within(carousel).findByText('Free money is waiting')).toBeInTheDocument();
    expect(within(carousel).getByText('Run the numbers')).toBeInTheDocument();
  });

  it('shows the persona home of the user’s animal', async () => {
    renderApp('/retirement/harborpine', asPersona('fox'));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Welcome back. Balance today and tomorrow',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my action plan' })).toHaveAttribute(
      'href',
      '/retirement/harborpine/quiz/action-plan',
    );
  });

  it('falls back from an unknown segment to segment g, keeping the persona', async () => {
    recordHomeCalls();
    renderApp('/retirement/cobaltridge', asPersona('owl', 'zz'));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Welcome back. Make the home stretch count',
      }),
    ).toBeInTheDocument();
    expect(homePaths.map((path) => path.split('/sites/')[1])).toEqual([
      'cobaltridge/us/en/segments/zz/homepage/owl/config',
      'cobaltridge/us/en/segments/zz/homepage/default/config',
      'cobaltridge/us/en/segments/g/homepage/owl/config',
    ]);
  });

  it('asks for its content at start-up, without waiting for the company config', async () => {
    const answerConfig = holdCompanyConfig('harborpine');
    recordHomeCalls();
    renderApp('/retirement/harborpine');
    await waitFor(() => {
      expect(homePaths).toHaveLength(1);
    });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    answerConfig();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Build your future with Harbor & Pine',
      }),
    ).toBeInTheDocument();
    expect(homePaths).toHaveLength(1);
  });

  it('retries with the default company when the company’s home comes back empty', async () => {
    server.use(
      http.get(NESTED, ({ request }) => {
        const path = new URL(request.url).searchParams.get('path') ?? '';
        return path.includes('/sites/lumenhealth/') ? HttpResponse.json({}) : undefined;
      }),
    );
    renderApp('/retirement/lumenhealth');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your retirement, made clearer' }),
    ).toBeInTheDocument();
  });

  it('keeps a hotspot dialog’s title and text while it slides away', async () => {
    const { user } = renderApp('/retirement/generic');
    const hotspot = await screen.findByRole(
      'region',
      { name: 'How your plan grows' },
      { timeout: 10_000 },
    );
    await user.click(within(hotspot).getByRole('button', { name: '2: Employer match' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Employer match' },
      { timeout: 10_000 },
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    // Mid-slide, the panel still shows what it showed: not an empty panel, nor hotspot 1's title.
    expect(dialog).toHaveAccessibleName('Employer match');
    expect(dialog).toHaveTextContent('Not saving enough to get the full match');
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(within(hotspot).getByRole('button', { name: '2: Employer match' })).toHaveFocus();
  });

  it('names the page, its blocks and a hotspot dialog where the CMS leaves titles out', async () => {
    const models = '/conf/my-retirement/settings/dam/cfm/models';
    serveHomeBlocks([
      { 'cq:model': `${models}/full-width-hero`, content: '<p>Plan ahead.</p>' },
      {
        'cq:model': `${models}/three-card`,
        title: 'Popular right now',
        children_cards: [{ ctaLink: '/calculator' }, { title: 'Titled card' }],
      },
      {
        'cq:model': `${models}/hotspot-widget`,
        title: 'How your plan grows',
        children_hotspots: [{ content: '<p>Unlabelled detail.</p>', top: 40, left: 30 }],
      },
    ]);
    const { user } = renderApp('/retirement/generic');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: /retirement home$/ },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    await screen.findByRole('region', { name: 'How your plan grows' });
    for (const heading of screen.getAllByRole('heading')) {
      expect(heading).not.toHaveAccessibleName('');
    }
    await user.click(screen.getByRole('button', { name: 'Detail 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detail 1' }, { timeout: 10_000 });
    expect(dialog).toHaveTextContent('Unlabelled detail.');
  });

  it('says so, under a visible heading, when the CMS sends only blocks of models it does not know', async () => {
    const models = '/conf/my-retirement/settings/dam/cfm/models';
    // A model the app has no block for yet (or a model name of the wrong type) is left out: with
    // nothing else, the page was a hidden heading over an empty body.
    serveHomeBlocks([
      { 'cq:model': `${models}/video-banner`, title: 'Coming soon' },
      { 'cq:model': 42, title: 'Unreadable model' },
    ]);
    renderApp('/retirement/generic');
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Welcome to RetireWell' },
      { timeout: 10_000 },
    );
    expect(heading).toBeVisible();
    expect(
      screen.getByText('This page has nothing to show right now. Please check back soon.'),
    ).toBeVisible();
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
  });

  it('says so when the CMS sends a home page without blocks, for every fallback', async () => {
    serveHomeBlocks([]);
    renderApp('/retirement/harborpine');
    expect(
      await screen.findByText(
        'This page has nothing to show right now. Please check back soon.',
        undefined,
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome to RetireWell' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a failing home call shows the SPEC.md message in the page body only, and recovers', async () => {
    let failing = true;
    server.use(
      http.get(NESTED, ({ request }) => {
        const path = new URL(request.url).searchParams.get('path') ?? '';
        if (!failing || !path.includes('/homepage/')) return undefined;
        return HttpResponse.json({ error: 'down' }, { status: 500 });
      }),
    );
    const { user } = renderApp('/retirement/harborpine');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(DEFAULT_ERROR);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome to RetireWell' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Build your future with Harbor & Pine',
    });
    // The keyboard focus was on the retry, which is gone: it goes on from the new page's heading.
    await waitFor(() => expect(heading).toHaveFocus());
  });
});

describe('home page in Spanish', { timeout: 60_000 }, () => {
  it.each([
    ['generic', 'Su jubilación, más clara'],
    ['harborpine', 'Construya su futuro con Harbor & Pine'],
    ['lumenhealth', 'Cuidar a los demás empieza por cuidar su futuro'],
    ['cobaltridge', 'Impulse su plan de jubilación de Cobalt Ridge'],
  ])('%s shows its own Spanish home, asked for in Spanish', async (company, title) => {
    speakSpanish();
    recordHomeCalls();
    renderApp(`/retirement/${company}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Responder el cuestionario' })).toHaveAttribute(
      'href',
      `/retirement/${company}/quiz`,
    );
    // The blocks below the hero render just after it.
    const hotspot = await screen.findByRole('region', { name: 'Cómo crece su plan' });
    expect(
      within(hotspot).getByRole('button', { name: '2: Aportación equivalente del empleador' }),
    ).toBeInTheDocument();
    expect(homePaths.map((path) => path.split('/sites/')[1])).toEqual([
      `${company}/us/es/segments/g/homepage/default/config`,
    ]);
  });

  it('writes every block’s own texts in Spanish: cards, hotspot dialog and carousel', async () => {
    speakSpanish();
    const { user } = renderApp('/retirement/generic');
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Su jubilación, más clara' },
      { timeout: 10_000 },
    );
    const cards = await screen.findByRole('region', { name: 'Lo más leído' });
    expect(within(cards).getAllByRole('link', { name: /^Leer el artículo: / })).not.toHaveLength(0);
    const more = within(cards).getByRole('button', { name: 'Mostrar 2 más' });
    await user.click(more);
    expect(within(cards).getByRole('button', { name: 'Mostrar menos' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    const hotspot = screen.getByRole('region', { name: 'Cómo crece su plan' });
    expect(within(hotspot).getByText('Seleccione un número para saber más')).toBeInTheDocument();
    await user.click(
      within(hotspot).getByRole('button', { name: '2: Aportación equivalente del empleador' }),
    );
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Aportación equivalente del empleador' },
      { timeout: 10_000 },
    );
    expect(dialog).toHaveTextContent('Muchos empleadores agregan dinero cuando usted ahorra.');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    expect(screen.getByRole('region', { name: '¿Le alcanzará?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Ver mi cálculo/ })).toHaveAttribute(
      'href',
      'https://www.ssa.gov/myaccount/',
    );
    const carousel = screen.getByRole('region', { name: 'Tres próximos pasos' });
    expect(await within(carousel).findByText('Le espera dinero gratis')).toBeInTheDocument();
    expect(
      within(carousel).getByRole('button', { name: 'Diapositiva siguiente' }),
    ).toBeInTheDocument();
    expect(
      within(carousel).getByRole('button', { name: 'Diapositiva anterior' }),
    ).toBeInTheDocument();
    expect(
      within(carousel).getByRole('button', { name: 'Ir a la diapositiva 2' }),
    ).toBeInTheDocument();
  });

  it('shows the Spanish persona home of the user’s animal', async () => {
    speakSpanish();
    renderApp('/retirement/harborpine', asPersona('fox'));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Le damos la bienvenida de nuevo. Equilibre el hoy y el mañana',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mi plan de acción' })).toHaveAttribute(
      'href',
      '/retirement/harborpine/quiz/action-plan',
    );
    expect(
      await screen.findByRole('region', { name: 'Elegidos para su plan' }),
    ).toBeInTheDocument();
  });

  it('names a home without a lead hero, and a failed one, in Spanish', async () => {
    speakSpanish();
    let failing = false;
    server.use(
      http.get(NESTED, ({ request }) => {
        const path = new URL(request.url).searchParams.get('path') ?? '';
        if (!path.includes('/homepage/')) return undefined;
        if (failing) return HttpResponse.json({ error: 'down' }, { status: 500 });
        return HttpResponse.json({
          children_components: [
            {
              'cq:model': '/conf/my-retirement/settings/dam/cfm/models/split-content',
              title: '¿Le alcanzará?',
              content: '<p>Haga los cálculos.</p>',
            },
          ],
        });
      }),
    );
    const { unmount } = renderApp('/retirement/harborpine');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Página de inicio de jubilación de Harbor & Pine Manufacturing',
      }),
    ).toBeInTheDocument();
    unmount();
    failing = true;
    renderApp('/retirement/harborpine');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Le damos la bienvenida a RetireWell' }),
    ).toBeInTheDocument();
  });

  it('marks a block the CMS has not translated yet as English, and only that block', async () => {
    speakSpanish();
    serveHomeBlocks([
      {
        'cq:model': '/conf/my-retirement/settings/dam/cfm/models/split-content',
        title: '¿Le alcanzará?',
        content: '<p>Haga los cálculos.</p>',
      },
      {
        'cq:model': '/conf/my-retirement/settings/dam/cfm/models/split-content',
        title: 'Will it be enough?',
        content: '<p>Run the numbers.</p>',
        language: 'en',
      },
    ]);
    renderApp('/retirement/harborpine');
    const english = await screen.findByRole(
      'region',
      { name: 'Will it be enough?' },
      { timeout: 10_000 },
    );
    expect(readLanguage(english)).toBe('en');
    const spanish = screen.getByRole('region', { name: '¿Le alcanzará?' });
    expect(readLanguage(spanish)).toBe('es-US');
  });

  it('switching language never shows the other language’s cached home', async () => {
    const { user } = renderApp('/retirement/harborpine');
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Build your future with Harbor & Pine' },
      { timeout: 10_000 },
    );
    await user.click(screen.getByRole('button', { name: 'Español' }));
    expect(screen.queryByText('Build your future with Harbor & Pine')).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Construya su futuro con Harbor & Pine',
      }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Build your future with Harbor & Pine',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Construya su futuro con Harbor & Pine')).not.toBeInTheDocument();
  });
});
