import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { flagOverridden } from '@/features/flags/flags-slice';
import { server } from '@/testing/msw';
import { renderApp, showPhoneScreen } from '@/testing/test-utils';
import { openContributionTarget } from '../contribution-target';

vi.mock('../contribution-target', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../contribution-target')>()),
  openContributionTarget: vi.fn(),
}));

const opened = vi.mocked(openContributionTarget);

beforeAll(async () => {
  // The dialog is lazy-loaded on click: compile it once up front so a busy machine does not turn
  // the first click into a time-out.
  await import('./contribution-dialog');
});

afterEach(() => {
  opened.mockClear();
});

async function mainButton(name: string | RegExp) {
  return within(await screen.findByRole('main')).findByRole('button', { name });
}

describe('the contribution button', { timeout: 30_000 }, () => {
  it('asks before leaving: Cancel stays, Continue opens the record keeper', async () => {
    const { user } = renderApp('/generic/make-a-change');
    await user.click(await mainButton('Change my contribution'));
    const dialog = await screen.findByRole('dialog', { name: 'You’re leaving RetireWell' });
    expect(dialog).toHaveTextContent('the Beacon Retirement Services website');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(opened).not.toHaveBeenCalled();

    await user.click(await mainButton('Change my contribution'));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continue' }),
    );
    expect(opened).toHaveBeenCalledExactlyOnceWith({
      url: 'https://www.beacon-retirement.example/login',
      newTab: false,
      kind: 'record-keeper',
    });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('names the record keeper’s site in grammatical Spanish', async () => {
    const { user } = renderApp('/generic/make-a-change?lang=es');
    await user.click(await mainButton('Cambiar mi aportación'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Está por ir al sitio web de Beacon Retirement Services para revisar o cambiar cuánto aporta.',
    );
  });

  it('shows "Enroll now" to an enrolling user and sends them to enrollUrl', async () => {
    const { user } = renderApp('/harborpine/make-a-change?e=1');
    await user.click(await mainButton('Enroll now'));
    const dialog = await screen.findByRole('dialog', { name: 'You’re leaving RetireWell' });
    expect(dialog).toHaveTextContent('to enroll in your retirement plan');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(opened).toHaveBeenCalledWith(
      expect.objectContaining({ url: 'https://enroll.beacon-retirement.example/harborpine' }),
    );
  });

  it('speaks of enrolling to an enrolling user even without an enroll URL', async () => {
    const { user } = renderApp('/generic/make-a-change?e=1');
    await user.click(await mainButton('Enroll now'));
    const dialog = await screen.findByRole('dialog', { name: 'You’re leaving RetireWell' });
    expect(dialog).toHaveTextContent('to enroll in your retirement plan');
    expect(dialog).not.toHaveTextContent('change how much you contribute');
  });

  it('opens a PDF target in a new tab and says so', async () => {
    const { user } = renderApp('/cobaltridge/make-a-change');
    await user.click(await mainButton('Change my contribution'));
    const dialog = await screen.findByRole('dialog', { name: 'You’re leaving RetireWell' });
    // A PDF is a document to read: it is not where a contribution is changed.
    expect(dialog).toHaveTextContent(
      'You’re about to open a PDF document from the Summit Plan Services website.',
    );
    expect(dialog).not.toHaveTextContent('to review or change how much you contribute');
    expect(dialog).toHaveTextContent('The document opens in a new tab');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(opened).toHaveBeenCalledWith(expect.objectContaining({ newTab: true }));
  });

  it('uses the allocation URL when the allocation flag is on', async () => {
    const { user, store } = renderApp('/harborpine/make-a-change');
    store.dispatch(flagOverridden({ key: 'useRecordKeeperAllocationUrl', value: true }));
    await user.click(await mainButton('Change my contribution'));
    const dialog = await screen.findByRole('dialog');
    // The page it opens is where the contributions' investments are chosen, not their amount.
    expect(dialog).toHaveTextContent(
      'You’re about to go to the Beacon Retirement Services website to review or change how your contributions are invested.',
    );
    expect(dialog).not.toHaveTextContent('how much you contribute');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(opened).toHaveBeenCalledWith({
      url: 'https://www.beacon-retirement.example/harborpine/allocations',
      newTab: false,
      kind: 'allocation',
    });
  });

  it('gives the informational-notice company a notice with OK that never leaves', async () => {
    const { user } = renderApp('/lumenhealth/make-a-change');
    await user.click(await mainButton('Update my savings rate'));
    const dialog = await screen.findByRole('dialog', { name: 'How to change your contribution' });
    expect(dialog).toHaveTextContent('can’t be made on RetireWell');
    expect(dialog).toHaveTextContent(
      'manages contribution changes through your HR benefits office',
    );
    // Every phone number is a tel: link (issue 20, point 10).
    expect(within(dialog).getByRole('link', { name: '1-800-555-0177' })).toHaveAttribute(
      'href',
      'tel:18005550177',
    );
    expect(within(dialog).queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(opened).not.toHaveBeenCalled();
  });

  it('is not offered when every configured URL is unsafe', async () => {
    server.use(
      http.get('*/po/content/content/fragments/nested', ({ request }) =>
        new URL(request.url).searchParams.get('path')?.endsWith('/companies/generic')
          ? HttpResponse.json({
              companyId: 'generic',
              companyName: 'Your employer',
              recordKeeperUrl: 'javascript:alert(document.domain)',
              enrollUrl: 'data:text/html,hi',
            })
          : undefined,
      ),
    );
    renderApp('/generic/make-a-change?e=1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Resources & FAQs' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Enroll now|Change my contribution/ })).toBeNull();
    // The Resources & FAQs panel still says how to enroll: no dead end.
    const panel = screen.getByRole('region', { name: 'Start saving in your plan' });
    expect(panel).toHaveTextContent(
      'To start or change your contribution, contact your benefits team.',
    );
  });

  it('sits in the header bar on a wide screen', async () => {
    renderApp('/retirement/cobaltridge');
    const banner = await screen.findByRole('banner');
    expect(
      await within(banner).findAllByRole('button', { name: 'Change my contribution' }),
    ).toHaveLength(1);
    expect(within(banner).queryByRole('button', { name: 'Open menu' })).toBeNull();
  });

  it("closes the header's dialog when Back leaves the page it was opened on", async () => {
    const { user, router } = renderApp('/retirement/cobaltridge');
    await screen.findByRole('heading', { level: 1 });
    await router.navigate('/cobaltridge/make-a-change');
    const banner = await screen.findByRole('banner');
    await user.click(await within(banner).findByRole('button', { name: 'Change my contribution' }));
    await screen.findByRole('dialog', { name: /You’re leaving/ });
    await router.back();
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(router.state.location.pathname).toBe('/retirement/cobaltridge');
  });

  it('sits in the open menu on a phone, not in its bar', async () => {
    showPhoneScreen();
    const { user } = renderApp('/retirement/cobaltridge');
    const banner = await screen.findByRole('banner');
    await user.click(await within(banner).findByRole('button', { name: 'Open menu' }));
    expect(within(banner).getAllByRole('button', { name: 'Change my contribution' })).toHaveLength(
      1,
    );
    await user.click(within(banner).getByRole('button', { name: 'Close menu' }));
    expect(within(banner).queryByRole('button', { name: 'Change my contribution' })).toBeNull();
  });
});

describe('leaving for the target', () => {
  it('opens a new tab with no opener for a PDF', async () => {
    const { openContributionTarget: realOpen } =
      await vi.importActual<typeof import('../contribution-target')>('../contribution-target');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    realOpen({ url: 'https://rk.example/guide.pdf', newTab: true, kind: 'record-keeper' });
    expect(open).toHaveBeenCalledWith(
      'https://rk.example/guide.pdf',
      '_blank',
      'noopener,noreferrer',
    );
  });
});
