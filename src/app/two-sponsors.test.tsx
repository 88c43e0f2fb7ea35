import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/test-utils';

/** Waits for a whole-app render on a busy shared machine. */
const LOAD = { timeout: 10_000 };

/** The header's contribution button, once the company's shell is on the page. */
async function contributionButton(name: string) {
  const banner = await screen.findByRole('banner', {}, LOAD);
  return within(banner).findByRole('button', { name }, LOAD);
}

// Each test renders the whole app; on a shared, busy machine the first one alone can take 15 s.
describe('one browser, two sponsors: enrolling', { timeout: 30_000 }, () => {
  it("keeps a sponsor's enrolment link to that sponsor, in a new tab and in the same tab", async () => {
    // Lumen Health's enrolment e-mail, then a visit to Lumen Health without the link.
    let view = renderApp('/retirement/lumenhealth?e=1');
    expect(await contributionButton('Enroll now')).toBeVisible();
    view.unmount();
    view = renderApp('/retirement/lumenhealth');
    expect(await contributionButton('Enroll now')).toBeVisible();
    view.unmount();

    // The same tab, then a new one, at Harbor & Pine, whose plan the participant is already in.
    view = renderApp('/retirement/harborpine');
    expect(await contributionButton('Change my contribution')).toBeVisible();
    view.unmount();
    window.sessionStorage.clear();
    renderApp('/retirement/harborpine');
    expect(await contributionButton('Change my contribution')).toBeVisible();
  });

  it("keeps the enrolment a new tab picks up for the same sponsor's pages", async () => {
    const view = renderApp('/retirement/harborpine?e=1');
    expect(await contributionButton('Enroll now')).toBeVisible();
    view.unmount();
    window.sessionStorage.clear();
    renderApp('/harborpine/calculator');
    expect(await contributionButton('Enroll now')).toBeVisible();
  });

  it("follows the company a link in the same tab leads to, and comes back with the sponsor's", async () => {
    const { router } = renderApp('/retirement/lumenhealth?e=1');
    expect(await contributionButton('Enroll now')).toBeVisible();

    await router.navigate('/retirement/harborpine');
    expect(await contributionButton('Change my contribution')).toBeVisible();

    await router.navigate('/lumenhealth/calculator');
    expect(await contributionButton('Enroll now')).toBeVisible();
  });

  it('keeps the sponsor through a visit to another company and a reload of the tab', async () => {
    const { router, unmount } = renderApp('/retirement/lumenhealth?e=1');
    expect(await contributionButton('Enroll now')).toBeVisible();
    await router.navigate('/retirement/harborpine');
    expect(await contributionButton('Change my contribution')).toBeVisible();
    unmount();

    renderApp('/retirement/lumenhealth');
    expect(await contributionButton('Enroll now')).toBeVisible();
  });

  it("gives a tab opened at another company the sponsor's enrolment once it goes there", async () => {
    const view = renderApp('/retirement/lumenhealth?e=1');
    expect(await contributionButton('Enroll now')).toBeVisible();
    view.unmount();
    window.sessionStorage.clear();

    const { router } = renderApp('/retirement/harborpine');
    expect(await contributionButton('Change my contribution')).toBeVisible();
    await router.navigate('/retirement/lumenhealth');
    expect(await contributionButton('Enroll now')).toBeVisible();
  });
});
