import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { contentSecurityPolicy } from '@/config/content-security-policy';
import { DEVELOPMENT_ENV, type RuntimeEnv } from '@/config/env';
import { setLogSink, type LogEntry } from '@/lib/logger';
import { FLAG_EVALUATION_URL, serveEmailFlagTo } from '@/testing/flag-service';
import { server } from '@/testing/msw';
import { findByRoleCheaply, renderApp } from '@/testing/test-utils';
import { buildFlagContext, type FlagContext } from './flag-context';
import { loadFlagsProvider, NoFlagService } from './flags-provider';
import { FLAG_DEFAULTS, selectFlag } from './flags-slice';
import { getVisitorId } from './visitor-id';

/** Waits for a whole-app render on a busy shared machine. */
const LOAD = { timeout: 10_000 };

const visitor = {
  visitorId: '0b0f8b36-4a8e-4c55-9d55-2d5c1a3e9f10',
  uid: null,
  domainName: 'RetireWell',
  companyId: 'harborpine',
  segment: 'g',
  animal: null,
  isReturnVisit: false,
};

describe('flag context', () => {
  it('is anonymous, keyed by the visitor id, for everyone not on the allow-list', () => {
    expect(buildFlagContext({ ...visitor, uid: 'someone' })).toEqual({
      kind: 'user',
      key: visitor.visitorId,
      anonymous: true,
      domain: 'RetireWell',
      company: 'harborpine',
      segment: 'g',
      animal: 'default',
      firstVisit: true,
    });
  });

  it('is a known visitor keyed by uid for qa', () => {
    expect(buildFlagContext({ ...visitor, uid: 'qa' })).toMatchObject({
      key: 'qa',
      anonymous: false,
    });
  });

  it('marks a return visit as not the first, and carries the animal', () => {
    expect(buildFlagContext({ ...visitor, isReturnVisit: true, animal: 'owl' })).toMatchObject({
      firstVisit: false,
      animal: 'owl',
    });
  });

  it('keeps a stable visitor id and replaces a malformed one', () => {
    const first = getVisitorId();
    expect(getVisitorId()).toBe(first);
    window.localStorage.setItem('retirewellVisitorId', '<script>');
    expect(getVisitorId()).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('makes a visitor id on a page served over plain HTTP, where crypto.randomUUID is missing', () => {
    // Outside a secure context (a phone on the office network, an http intranet host) browsers
    // leave randomUUID out; start-up asks for the visitor id before the first render.
    vi.stubGlobal('crypto', {
      getRandomValues: crypto.getRandomValues.bind(crypto),
    } satisfies Partial<Crypto>);
    try {
      const id = getVisitorId();
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(getVisitorId()).toBe(id);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('the flag service', () => {
  const context: FlagContext = buildFlagContext(visitor);
  const serviceEnv: RuntimeEnv = {
    ...DEVELOPMENT_ENV,
    featureFlagClientId: 'client-side-id',
    featureFlagBaseUrl: 'http://flags.test',
    featureFlagTimeoutMs: 300,
  };
  const evalx = FLAG_EVALUATION_URL;

  // Compiling the SDK on first import can take longer than the short time-out used here.
  beforeAll(async () => {
    await import('launchdarkly-react-client-sdk');
  });

  it('is not loaded or asked at all with the development client id', async () => {
    let asked = false;
    server.use(
      http.all('http://flags.test/*', () => {
        asked = true;
        return HttpResponse.json({});
      }),
    );
    expect(await loadFlagsProvider(DEVELOPMENT_ENV, context)).toBe(NoFlagService);
    expect(asked).toBe(false);
  });

  it('feeds the service values into the store', async () => {
    server.use(
      http.get(evalx, () =>
        HttpResponse.json({ enableEmailMyActionPlan: { value: true, variation: 0, version: 3 } }),
      ),
    );
    const flagsProvider = await loadFlagsProvider(serviceEnv, context);
    expect(flagsProvider).not.toBe(NoFlagService);
    const { store } = renderApp('/retirement/generic', { flagsProvider });
    await waitFor(() => {
      expect(selectFlag(store.getState(), 'enableEmailMyActionPlan')).toBe(true);
    });
  });

  const lumenHealthOnly = ({ company }: FlagContext) => company === 'lumenhealth';

  it('evaluates the flags for the company a link in the same tab leads to', async () => {
    const asked = serveEmailFlagTo(lumenHealthOnly);
    const flagsProvider = await loadFlagsProvider(serviceEnv, {
      ...context,
      company: 'generic',
    });
    const { store, router } = renderApp('/retirement/generic', { flagsProvider });
    expect(await screen.findByRole('banner', {}, LOAD)).toBeInTheDocument();
    expect(selectFlag(store.getState(), 'enableEmailMyActionPlan')).toBe(false);

    await router.navigate('/retirement/lumenhealth');
    await waitFor(() => {
      expect(selectFlag(store.getState(), 'enableEmailMyActionPlan')).toBe(true);
    }, LOAD);
    expect(asked.map(({ company }) => company)).toEqual(['generic', 'lumenhealth']);
  });

  it('lets QA switch a flag after a link to another company', async () => {
    serveEmailFlagTo(lumenHealthOnly);
    const flagsProvider = await loadFlagsProvider(serviceEnv, {
      ...context,
      key: 'qa',
      anonymous: false,
      company: 'generic',
    });
    const { store, router, user } = renderApp('/retirement/generic?uid=qa', { flagsProvider });
    expect(await screen.findByRole('banner', {}, LOAD)).toBeInTheDocument();
    await router.navigate('/retirement/lumenhealth');
    await user.click(await screen.findByRole('button', { name: 'Feature flags' }, LOAD));
    const panel = await screen.findByRole('dialog', { name: 'Feature flags' });
    const toggle = within(panel).getByRole('switch', { name: 'Email my action plan' });
    await waitFor(() => {
      expect(toggle).toBeChecked();
    }, LOAD);
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(within(panel).getByText('Overridden (service: on)')).toBeInTheDocument();
    expect(selectFlag(store.getState(), 'enableEmailMyActionPlan')).toBe(false);
  });

  // Seven pages to click through, each loading a lazy route: room for a busy machine.
  it(
    'evaluates the flags for the persona the quiz gives, in the same tab',
    { timeout: 60_000 },
    async () => {
      // The service turns "Email my action plan" on for rabbits only.
      const asked = serveEmailFlagTo(({ animal }) => animal === 'rabbit');
      const flagsProvider = await loadFlagsProvider(serviceEnv, { ...context, company: 'generic' });
      const { user } = renderApp('/retirement/generic/quiz', { flagsProvider });
      const choose = async (question: string, ...options: string[]) => {
        // The heading also says which question of how many it is.
        const name = (text: string) => text.includes(question);
        await findByRoleCheaply('heading', { level: 1, name }, LOAD);
        for (const option of options)
          await user.click(screen.getByRole('button', { name: option }));
      };
      await user.click(await screen.findByRole('button', { name: "Let's get started" }, LOAD));
      // The generic quiz's answers that make a rabbit.
      await choose("What's on your mind right now?", 'Getting started with saving', 'Next');
      await choose('Which sounds most like you?', "I'm just getting started with saving");
      await choose('How far away is retirement for you?', 'More than 20 years');
      await choose(
        'The market drops 15% in a month. What do you do?',
        "Wait it out. It'll come back.",
      );
      await choose('How would you like to keep going?', 'Quick videos', 'Next');

      await screen.findByRole('heading', { level: 1, name: 'Your personal action plan' }, LOAD);
      expect(
        await screen.findByRole('button', { name: 'Email my action plan' }, { timeout: 15_000 }),
      ).toBeInTheDocument();
      // Once at start-up, once for the persona: the answers along the way change nothing.
      expect(asked).toEqual([
        { ...context, company: 'generic' },
        { ...context, company: 'generic', animal: 'rabbit' },
      ]);
    },
  );

  it("keeps the last profile's values, and says so, when the service fails to answer for a new one", async () => {
    let calls = 0;
    server.use(
      http.get(evalx, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ enableEmailMyActionPlan: { value: true, variation: 0 } })
          : HttpResponse.json({ error: 'down' }, { status: 500 });
      }),
    );
    const logged: LogEntry[] = [];
    setLogSink((entry) => logged.push(entry));
    try {
      const flagsProvider = await loadFlagsProvider(serviceEnv, { ...context, company: 'generic' });
      const { store, router } = renderApp('/retirement/generic', { flagsProvider });
      expect(await screen.findByRole('banner', {}, LOAD)).toBeInTheDocument();
      await router.navigate('/retirement/lumenhealth');
      await waitFor(() => {
        expect(logged.map(({ message }) => message)).toContain(
          'Feature flags not updated for the visitor profile',
        );
      }, LOAD);
      expect(selectFlag(store.getState(), 'enableEmailMyActionPlan')).toBe(true);
      expect(calls).toBe(2);
    } finally {
      setLogSink(null);
    }
  });

  it("asks the flag service at an origin the page's security policy lets it reach", async () => {
    // A real deployment names no base URL: the SDK goes to its own default service, and the CSP
    // must allow that origin, or the browser blocks the call and every flag stays at its default.
    const env: RuntimeEnv = { ...serviceEnv, featureFlagBaseUrl: undefined };
    let asked: string | undefined;
    server.use(
      http.get('*/sdk/evalx/client-side-id/contexts/*', ({ request }) => {
        asked = new URL(request.url).origin;
        return HttpResponse.json({ enableEmailMyActionPlan: { value: true, variation: 0 } });
      }),
    );
    await loadFlagsProvider(env, context);
    expect(asked).toBeDefined();
    const connectSrc = contentSecurityPolicy(env)
      .split('; ')
      .find((part) => part.startsWith('connect-src '));
    expect(connectSrc?.split(' ')).toContain(asked);
  });

  it.each([
    ['fails', () => HttpResponse.json({ error: 'down' }, { status: 500 })],
    [
      'hangs',
      async () => {
        await delay('infinite');
        return HttpResponse.json({});
      },
    ],
  ])('renders with the defaults when the service %s', async (_, answer) => {
    server.use(http.get(evalx, answer));
    const started = Date.now();
    const flagsProvider = await loadFlagsProvider(serviceEnv, context);
    expect(Date.now() - started).toBeLessThan(2_000);
    const { store } = renderApp('/retirement/generic', { flagsProvider });
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(store.getState().flags.values).toEqual(FLAG_DEFAULTS);
  });
});

describe('QA flag panel', () => {
  it('is not there without uid=qa', async () => {
    renderApp('/retirement/generic?uid=someone');
    await screen.findByRole('banner');
    expect(screen.queryByRole('button', { name: 'Feature flags' })).not.toBeInTheDocument();
  });

  it('switches a flag for this browser, shows it is overridden, and resets it', async () => {
    const { store, user } = renderApp('/retirement/generic?uid=qa');
    await user.click(await screen.findByRole('button', { name: 'Feature flags' }));
    const panel = await screen.findByRole('dialog', { name: 'Feature flags' });
    const toggle = within(panel).getByRole('switch', { name: 'Email my action plan' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(selectFlag(store.getState(), 'enableEmailMyActionPlan')).toBe(true);
    expect(within(panel).getByText('Overridden (service: off)')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('retirewellFlagOverrides') ?? '{}')).toEqual({
      enableEmailMyActionPlan: true,
    });
    await user.click(within(panel).getByRole('button', { name: 'Reset Email my action plan' }));
    expect(toggle).not.toBeChecked();
    expect(JSON.parse(window.localStorage.getItem('retirewellFlagOverrides') ?? '{}')).toEqual({});
  });

  it('gives the keyboard to the flag’s switch when its reset button goes', async () => {
    const { user } = renderApp('/retirement/generic?uid=qa');
    await user.click(await screen.findByRole('button', { name: 'Feature flags' }));
    const panel = await screen.findByRole('dialog', { name: 'Feature flags' });
    const toggle = within(panel).getByRole('switch', { name: 'Email my action plan' });
    await user.click(toggle);
    within(panel).getByRole('button', { name: 'Reset Email my action plan' }).focus();
    await user.keyboard('{Enter}');
    expect(
      within(panel).queryByRole('button', { name: 'Reset Email my action plan' }),
    ).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it("shows a flag the company's config turns on as on, and switching it off overrides that", async () => {
    // Harbor & Pine offers "Email my action plan" in its config (DESIGN.md section 9).
    const { store, user } = renderApp('/retirement/harborpine?uid=qa');
    await user.click(await screen.findByRole('button', { name: 'Feature flags' }));
    const panel = await screen.findByRole('dialog', { name: 'Feature flags' });
    const toggle = within(panel).getByRole('switch', { name: 'Email my action plan' });
    expect(toggle).toBeChecked();
    expect(within(panel).getByText('On in the company’s config')).toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(store.getState().flags.overrides).toEqual({ enableEmailMyActionPlan: false });
    expect(within(panel).getByText('Overridden (service: off, company: on)')).toBeInTheDocument();
  });

  it('marks its English as English on a Spanish page', async () => {
    const { user } = renderApp('/retirement/generic?uid=qa&lang=es');
    const button = await screen.findByRole('button', { name: 'Feature flags' });
    expect(button).toHaveAttribute('lang', 'en');
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Feature flags' })).toHaveAttribute(
      'lang',
      'en',
    );
  });

  it('restores the overrides saved in this browser', async () => {
    window.localStorage.setItem(
      'retirewellFlagOverrides',
      JSON.stringify({ enableEmailMyActionPlan: true, bogus: 1 }),
    );
    const { store } = renderApp('/retirement/generic?uid=qa');
    await screen.findByRole('banner');
    expect(store.getState().flags.overrides).toEqual({ enableEmailMyActionPlan: true });
  });
});
