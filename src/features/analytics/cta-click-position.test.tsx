import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/test-utils';

type Event = Record<string, unknown> & { event: string };
const ctaClicks = () =>
  ((window.dataLayer ?? []) as Event[]).filter((event) => event.event === 'CTA Clicked');

beforeEach(() => {
  window.dataLayer = [];
});

// SPEC.md "CTA Clicked": customLinkName, linkId, linkPosition, for controls the other tests
// do not click: a logo link named by its label, and a button inside a dialog.
describe('CTA Clicked', () => {
  it('names a logo link by its accessible label, not its image, at the header position', async () => {
    const { user } = renderApp('/retirement/harborpine');
    const banner = await screen.findByRole('banner');
    await screen.findByRole('heading', { level: 1 });
    await user.click(
      within(banner).getByRole('link', { name: 'Harbor & Pine Manufacturing home' }),
    );
    expect(ctaClicks()).toEqual([
      {
        event: 'CTA Clicked',
        customLinkName: 'HarborPineManufacturingHome',
        linkId: '/retirement/harborpine',
        linkPosition: 'header',
      },
    ]);
  });

  it('reports a button inside a dialog at the dialog position, once', async () => {
    const { user } = renderApp('/generic/make-a-change');
    const main = await screen.findByRole('main');
    await user.click(await within(main).findByRole('button', { name: 'Change my contribution' }));
    const dialog = await screen.findByRole('dialog', { name: 'You’re leaving RetireWell' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(ctaClicks()).toHaveLength(2);
    expect(ctaClicks()[1]).toEqual({
      event: 'CTA Clicked',
      customLinkName: 'Cancel',
      linkId: 'Cancel',
      linkPosition: 'dialog',
    });
  });
});
