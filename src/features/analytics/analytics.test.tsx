import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { failGet } from '@/testing/msw';
import { renderApp } from '@/testing/test-utils';
import { pageLoadEvent, USER_FIELDS } from './page-load-event';

type Event = Record<string, unknown> & { event: string };
const events = (name: string) =>
  ((window.dataLayer ?? []) as Event[]).filter((e) => e.event === name);

beforeEach(() => {
  window.dataLayer = [];
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
});
