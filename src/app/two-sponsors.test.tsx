import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initialUserState } from '@/features/user/user-slice';
import { STORAGE_KEYS } from '@/lib/storage';
import { renderApp } from '@/testing/test-utils';

/** Waits for a whole-app render on a busy shared machine. */
const LOAD = { timeout: 10_000 };

/** The header's contribution button, once the company's shell is on the page. */
async function contributionButton(name: string) {
  const banner = await screen.findByRole('banner', {}, LOAD);
  return within(banner).findByRole('button', { name }, LOAD);
}

/**
 * A tab opened at the address (the browser gives it no session storage of its own yet), checked
 * for its contribution button, then closed.
 */
async function visitInNewTab(path: string, button: string) {
  window.sessionStorage.clear();
  const view = renderApp(path);
  expect(await contributionButton(button)).toBeVisible();
  view.unmount();
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

// Each test opens several tabs; on a shared, busy machine that takes a while.
describe('one browser, two sponsors: enrolling in new tabs', { timeout: 60_000 }, () => {
  it("keeps a sponsor's enrolment after another sponsor is opened in a new tab", async () => {
    await visitInNewTab('/retirement/lumenhealth?e=1', 'Enroll now');
    await visitInNewTab('/retirement/harborpine', 'Change my contribution');
    await visitInNewTab('/retirement/lumenhealth', 'Enroll now');
  });

  it('keeps both sponsors when each was opened from its enrolment link', async () => {
    await visitInNewTab('/retirement/lumenhealth?e=1', 'Enroll now');
    await visitInNewTab('/retirement/harborpine?e=1', 'Enroll now');
    await visitInNewTab('/retirement/lumenhealth', 'Enroll now');
    await visitInNewTab('/retirement/harborpine', 'Enroll now');
  });

  it("ends one sponsor's enrolment with e=0 there, and keeps the other's", async () => {
    await visitInNewTab('/retirement/lumenhealth?e=1', 'Enroll now');
    await visitInNewTab('/retirement/harborpine?e=1', 'Enroll now');
    // Lumen Health names its button for a participant already in its plan.
    await visitInNewTab('/retirement/lumenhealth?e=0', 'Update my savings rate');
    await visitInNewTab('/retirement/lumenhealth', 'Update my savings rate');
    await visitInNewTab('/retirement/harborpine', 'Enroll now');
  });

  /** What a visit before the list of enrolling sponsors left: the user saved at its company. */
  function storeOldEnrolment(companyId: string) {
    window.localStorage.setItem(
      STORAGE_KEYS.retirement,
      JSON.stringify({
        user: { ...initialUserState, isEnroll: true },
        company: { config: { companyId } },
        quizAnswers: { answers: [] },
      }),
    );
  }

  it('keeps the enrolment an earlier version saved, through a new tab at another sponsor', async () => {
    storeOldEnrolment('lumenhealth');
    await visitInNewTab('/retirement/harborpine', 'Change my contribution');
    await visitInNewTab('/retirement/lumenhealth', 'Enroll now');
  });

  it('ignores a corrupted list of enrolling sponsors and starts from the rest of storage', async () => {
    storeOldEnrolment('lumenhealth');
    window.localStorage.setItem(STORAGE_KEYS.enrollingSponsors, '{"companyIds":[42,"<x>"');
    await visitInNewTab('/retirement/lumenhealth', 'Enroll now');

    window.localStorage.setItem(
      STORAGE_KEYS.enrollingSponsors,
      JSON.stringify({ companyIds: 'x' }),
    );
    await visitInNewTab('/retirement/harborpine', 'Change my contribution');
    await visitInNewTab('/retirement/lumenhealth', 'Enroll now');
  });

  it('takes up a sponsor another open tab started, and does not write it away', async () => {
    window.sessionStorage.clear();
    const { router } = renderApp('/retirement/harborpine');
    expect(await contributionButton('Change my contribution')).toBeVisible();

    // The participant follows Lumen Health's enrolment e-mail in another tab.
    const newValue = JSON.stringify({ companyIds: ['lumenhealth'] });
    act(() => {
      window.localStorage.setItem(STORAGE_KEYS.enrollingSponsors, newValue);
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: STORAGE_KEYS.enrollingSponsors,
          newValue,
          storageArea: window.localStorage,
        }),
      );
    });

    // Back in this tab, an article's link to Harbor & Pine's enrolment, then Lumen Health.
    await router.navigate('/retirement/harborpine?e=1');
    expect(await contributionButton('Enroll now')).toBeVisible();
    await router.navigate('/retirement/lumenhealth');
    expect(await contributionButton('Enroll now')).toBeVisible();
  });
});
