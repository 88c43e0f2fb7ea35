import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/routes';
import { resolveSite } from '@/config/site';
import { setLogSink } from '@/lib/logger';
import { failGet, server } from '@/testing/msw';
import { renderApp } from '@/testing/test-utils';
import { pageLoadEvent, USER_FIELDS } from './page-load-event';

type Event = Record<string, unknown> & { event: string };
const events = (name: string) =>
  ((window.dataLayer ?? []) as Event[]).filter((e) => e.event === name);

let logged: string[] = [];

beforeEach(() => {
  window.dataLayer = [];
  logged = [];
  setLogSink(({ message }) => logged.push(message));
});

afterEach(() => {
  setLogSink(null);
});

describe('page-load event', () => {
  it('has the documented page fields and every user field, optional ones empty', () => {
    const event = pageLoadEvent({
      origin: 'https://retirewell.example',
      pathname: '/retirement/harborpine/quiz/action-plan',
      companyId: 'harborpine',
      domainName: 'RetireWell',
      language: 'en-US',
      country: 'us',
      segment: 'k',
    });
    expect(event.page).toEqual({
      baseURL: 'https://retirewell.example',
      channel: 'web',
      navigationPath: '/retirement/harborpine/quiz/action-plan',
      pageName: 'retirewell:retirement:quiz:action-plan',
      siteAudience: 'participant',
      siteCountry: 'us',
      siteLanguage: 'en-US',
      siteSection1: 'retirement',
      siteSection2: 'quiz',
      siteSection3: 'action-plan',
      siteSection4: '',
      webPageType: 'SPA',
      workfrontID: '',
    });
    expect(Object.keys(event.user).sort()).toEqual([...USER_FIELDS].sort());
    expect(event.user).toMatchObject({
      personaSegment: 'k',
      advisorId: '',
      userInitials: '',
      userRole: 'participant',
    });
  });

  it("names a company's home page home, with the company as the sponsor", () => {
    const event = pageLoadEvent({
      origin: 'https://myretirement.example',
      pathname: '/harborpine',
      companyId: 'harborpine',
      domainName: 'MyRetirement',
      language: 'es-US',
      country: 'us',
      segment: 'g',
    });
    expect(event.page).toMatchObject({
      pageName: 'myretirement:home',
      siteLanguage: 'es-US',
      siteSection1: '',
    });
    expect(event.user).toMatchObject({ tracSponsorId: 'harborpine', personaSegment: 'g' });
  });

  it('is sent once per route change', async () => {
    const { router } = renderApp('/retirement/harborpine');
    await screen.findByRole('banner');
    // Sent from a passive effect, which React may flush after the banner reaches the DOM.
    await waitFor(() => {
      expect(events('Page Load Completed')).toHaveLength(1);
    });
    await router.navigate('/harborpine/calculator');
    await waitFor(() => {
      expect(events('Page Load Completed')).toHaveLength(2);
    });
    expect(events('Page Load Completed')[1]).toMatchObject({
      page: { navigationPath: '/harborpine/calculator', siteSection1: 'calculator' },
    });
  });
  it.each([
    ['a company link', '/harborpine', '/retirement/harborpine', 'harborpine'],
    ['a company FAQs link', '/harborpine/faqs', '/retirement/harborpine/faqs', 'harborpine'],
    ['a capitalised company', '/retirement/HarborPine', '/retirement/harborpine', 'harborpine'],
    ['an unknown company', '/retirement/nosuchco', '/retirement/generic', 'generic'],
    [
      'a doubled and a trailing slash',
      '//harborpine//calculator/',
      '/harborpine/calculator',
      'harborpine',
    ],
    [
      'an article id in capitals',
      '/generic/articles/6F1C2A10-0002-4A7E-9B1D-AA0000000002/x',
      paths.article(
        'generic',
        '6f1c2a10-0002-4a7e-9b1d-aa0000000002',
        "Don't leave free money on the table: your employer match",
      ),
      'generic',
    ],
    [
      'a quiz step in capitals',
      '/retirement/generic/quiz/PRIORITIES',
      '/retirement/generic/quiz/priorities',
      'generic',
    ],
    [
      'a path in capitals',
      '/Retirement/HarborPine/FAQs',
      '/retirement/harborpine/faqs',
      'harborpine',
    ],
  ])('is sent once, for the page shown, when %s redirects', async (_, url, shown, company) => {
    renderApp(url);
    await screen.findByRole('banner');
    await waitFor(() => {
      expect(events('Page Load Completed')).toHaveLength(1);
    });
    expect(events('Page Load Completed')[0]).toMatchObject({
      page: { navigationPath: shown },
      user: { tracSponsorId: company },
    });
  });

  it("reports the visitor's site, segment and country with the page shown", async () => {
    // The page-load event's values come from the visit, not from the event's defaults.
    const site = resolveSite(new URL('http://myretirement.localhost/harborpine/calculator'), {
      companyId: 'generic',
      language: undefined,
      browserLanguages: ['en-US'],
    });
    renderApp('/harborpine/calculator?s=k', { seed: { site } });
    await screen.findByRole('banner');
    await waitFor(() => {
      expect(events('Page Load Completed')).toHaveLength(1);
    });
    expect(events('Page Load Completed')[0]).toMatchObject({
      page: {
        navigationPath: '/harborpine/calculator',
        pageName: 'myretirement:calculator',
        siteCountry: 'us',
        siteLanguage: 'en-US',
      },
      user: { personaSegment: 'k', tracSponsorId: 'harborpine' },
    });
  });

  it('is sent once for an article the service does not know, as its not-found page', async () => {
    renderApp('/generic/articles/no-such-article/x');
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Hmm ... looks like this page is already enjoying its retirement.' },
      { timeout: 10_000 },
    );
    await waitFor(() => {
      expect(events('Page Load Completed')).toHaveLength(1);
    });
    // A view counted while the article loaded would count this page twice.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(events('Page Load Completed')).toHaveLength(1);
    expect(events('Page Load Completed')[0]).toMatchObject({
      page: { navigationPath: '/generic/articles/no-such-article/x' },
    });
  });

  it('is sent again, in the new language, when the participant switches language', async () => {
    const { user } = renderApp('/retirement/harborpine');
    await screen.findByRole('banner');
    await waitFor(() => {
      expect(events('Page Load Completed')).toHaveLength(1);
    });
    await user.click(screen.getByRole('button', { name: 'Español' }));
    await waitFor(() => {
      expect(events('Page Load Completed')).toHaveLength(2);
    });
    expect(events('Page Load Completed')[1]).toMatchObject({
      page: { navigationPath: '/retirement/harborpine', siteLanguage: 'es-US' },
    });
  });

  it('is sent again when the back/forward cache shows the page again', async () => {
    // Back from the record keeper's site: the browser shows the kept page without loading it,
    // where a browser that keeps no copy loads it and counts it.
    renderApp('/harborpine/calculator');
    await screen.findByRole('banner');
    await waitFor(() => {
      expect(events('Page Load Completed')).toHaveLength(1);
    });
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    });
    expect(events('Page Load Completed')).toHaveLength(1);
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(events('Page Load Completed')).toHaveLength(2);
    expect(events('Page Load Completed')[1]).toMatchObject({
      page: { navigationPath: '/harborpine/calculator', siteLanguage: 'en-US' },
    });
  });
});

describe('interaction events', () => {
  it('reports a CTA click from a link with its name, target and position', async () => {
    const { user } = renderApp('/retirement/cobaltridge');
    const footer = await screen.findByRole('navigation', { name: 'Footer' });
    await user.click(within(footer).getByRole('link', { name: 'Get the facts' }));
    expect(events('CTA Clicked')[0]).toEqual({
      event: 'CTA Clicked',
      customLinkName: 'GetTheFacts',
      linkId: '/cobaltridge/get-the-facts',
      linkPosition: 'footer',
    });
  });

  it('names a same-page link by its fragment, not an empty id', async () => {
    const { user } = renderApp('/retirement/cobaltridge');
    await screen.findByRole('banner');
    await user.click(screen.getByRole('link', { name: 'Skip to main content' }));
    expect(events('CTA Clicked')).toEqual([
      {
        event: 'CTA Clicked',
        customLinkName: 'SkipToMainContent',
        linkId: '#main-content',
        linkPosition: 'body',
      },
    ]);
  });

  it('reports the error message and the modal when the company config fails', async () => {
    failGet('*/po/content/content/fragments/nested', 'status-500');
    renderApp('/retirement/harborpine');
    await screen.findByRole('dialog', { name: 'Oops!' });
    await waitFor(() => {
      expect(events('Modal Load')).toEqual([{ event: 'Modal Load', customLinkName: 'Oops' }]);
    });
    // The page's own failed content reports its error too; the modal's is the 500.
    expect(events('Error Message Presented')).toContainEqual(
      expect.objectContaining({
        formFieldError:
          'Looks like something went wrong. Please refresh the page and try again or contact us.',
        processStepValue: '500',
      }),
    );
  });

  it('reports the Oops! modal once while it stays open across a page change', async () => {
    failGet('*/po/content/content/fragments/nested', 'status-500');
    const { router } = renderApp('/retirement/harborpine');
    await screen.findByRole('dialog', { name: 'Oops!' });
    await router.navigate('/retirement/harborpine/faqs');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/retirement/harborpine/faqs');
    });
    expect(screen.getByRole('dialog', { name: 'Oops!' })).toBeVisible();
    const modalErrors = () =>
      events('Error Message Presented').filter((e) => e.processStepValue === '500');
    expect(modalErrors()).toHaveLength(1);
  });

  it('reports one CTA click and one modal load for the contribution flow', async () => {
    const { user } = renderApp('/generic/make-a-change');
    const main = await screen.findByRole('main');
    await user.click(await within(main).findByRole('button', { name: 'Change my contribution' }));
    const dialog = await screen.findByRole('dialog', { name: 'You’re leaving RetireWell' });
    await waitFor(() => {
      expect(events('Modal Load')).toEqual([
        { event: 'Modal Load', customLinkName: 'YouReLeavingRetireWell' },
      ]);
    });
    expect(events('CTA Clicked')).toEqual([
      {
        event: 'CTA Clicked',
        customLinkName: 'ChangeMyContribution',
        linkId: 'contribution-button',
        linkPosition: 'make-a-change',
      },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(events('CTA Clicked')).toHaveLength(2);
  });

  it('reports the reminder dialog and its self-service steps with their settings', async () => {
    const { user } = renderApp('/harborpine/make-a-change');
    await user.click(await screen.findByRole('button', { name: 'Remind me in six months' }));
    await screen.findByRole('dialog', { name: 'Get a contribution reminder' }, { timeout: 5_000 });
    await waitFor(() => {
      expect(events('Modal Load')).toEqual([
        { event: 'Modal Load', customLinkName: 'GetAContributionReminder' },
      ]);
    });
    expect(events('Self Service Started')).toEqual([
      {
        event: 'Self Service Started',
        processStepLabel: 'Contribution reminder',
        processStepValue: 'form opened',
        settingUsed: 'email',
        ActivityName: 'Contribution reminder',
        SessionSettings: 'SPA',
      },
    ]);
  });

  it('reports one modal load when a hotspot opens its dialog', async () => {
    const { user } = renderApp('/retirement/harborpine');
    await user.click(
      await screen.findByRole('button', { name: '2: Employer match' }, { timeout: 10_000 }),
    );
    await screen.findByRole('dialog', { name: 'Employer match' });
    await waitFor(() => {
      expect(events('Modal Load')).toEqual([
        { event: 'Modal Load', customLinkName: 'EmployerMatch' },
      ]);
    });
  });

  it('logs failed calls with the prefixes of SPEC.md section 8', async () => {
    server.use(
      http.get('*/po/content/content/fragments', () =>
        HttpResponse.json({ error: 'down' }, { status: 503 }),
      ),
    );
    renderApp('/retirement/privacy');
    await screen.findByRole('alert');
    expect(logged).toContainEqual(expect.stringMatching(/^Error fetching Privacy Policy: 503/));
  });

  it('logs a failed company config with its prefix', async () => {
    failGet('*/po/content/content/fragments/nested', 'status-500');
    renderApp('/retirement/harborpine');
    await screen.findByRole('dialog', { name: 'Oops!' });
    expect(logged).toContainEqual(expect.stringMatching(/^Error fetching company configs: 500/));
  });
});
