import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initialUserState } from '@/features/user/user-slice';
import { STORAGE_KEYS } from '@/lib/storage';
import { renderApp } from '@/testing/test-utils';

/** Waits for a whole-app render on a busy shared machine. */
const LOAD = { timeout: 10_000 };

async function contributionButton(name: string) {
  const banner = await screen.findByRole('banner', {}, LOAD);
  return within(banner).findByRole('button', { name }, LOAD);
}

/** A tab opened at the address: the browser gives it no session storage of its own yet. */
function newTab(path: string) {
  window.sessionStorage.clear();
  return renderApp(path);
}

/** What a visit before the set of enrolling sponsors left: the user saved at its company. */
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

// Each test renders the whole app several times; on a shared, busy machine that takes a while.
describe('enrolling sponsors across new tabs', { timeout: 60_000 }, () => {
  it("keeps a sponsor's enrolment after another sponsor is opened in a new tab", async () => {
    let view = newTab('/retirement/lumenhealth?e=1');
    expect(await contributionButton('Enroll now')).toBeVisible();
    view.unmount();

    view = newTab('/retirement/harborpine');
    expect(await contributionButton('Change my contribution')).toBeVisible();
    view.unmount();

    newTab('/retirement/lumenhealth');
    expect(await contributionButton('Enroll now')).toBeVisible();
  });

  it('keeps both sponsors when each was opened from its enrolment link', async () => {
    let view = newTab('/retirement/lumenhealth?e=1');
    expect(await contributionButton('Enroll now')).toBeVisible();
    view.unmount();
    view = newTab('/retirement/harborpine?e=1');
    expect(await contributionButton('Enroll now')).toBeVisible();
    view.unmount();

    view = newTab('/retirement/lumenhealth');
    expect(await contributionButton('Enroll now')).toBeVisible();
    view.unmount();
    newTab('/retirement/harborpine');
    expect(await contributionButton('Enroll now')).toBeVisible();
  });

  it("ends one sponsor's enrolment with e=0 there, and keeps the other's", async () => {
    let view = newTab('/retirement/lumenhealth?e=1');
    expect(await contributionButton('Enroll now')).toBeVisible();
    view.unmount();
    view = newTab('/retirement/harborpine?e=1');
    expect(await contributionButton('Enroll now')).toBeVisible();
    view.unmount();
    // Lumen Health names its button for a participant already in its plan.
    view = newTab('/retirement/lumenhealth?e=0');
    expect(await contributionButton('Update my savings rate')).toBeVisible();
    view.unmount();

    view = newTab('/retirement/lumenhealth');
    expect(await contributionButton('Update my savings rate')).toBeVisible();
    view.unmount();
    newTab('/retirement/harborpine');
    expect(await contributionButton('Enroll now')).toBeVisible();
  });

  it('keeps the enrolment an earlier version saved, through a new tab at another sponsor', async () => {
    storeOldEnrolment('lumenhealth');
    const view = newTab('/retirement/harborpine');
    expect(await contributionButton('Change my contribution')).toBeVisible();
    view.unmount();

    newTab('/retirement/lumenhealth');
    expect(await contributionButton('Enroll now')).toBeVisible();
  });

  it('ignores a corrupted set of enrolling sponsors and starts from the rest of storage', async () => {
    storeOldEnrolment('lumenhealth');
    window.localStorage.setItem(STORAGE_KEYS.enrollingSponsors, '{"companyIds":[42,"<x>"');
    let view = newTab('/retirement/lumenhealth');
    expect(await contributionButton('Enroll now')).toBeVisible();
    view.unmount();

    window.localStorage.setItem(
      STORAGE_KEYS.enrollingSponsors,
      JSON.stringify({ companyIds: 'x' }),
    );
    view = newTab('/retirement/harborpine');
    expect(await contributionButton('Change my contribution')).toBeVisible();
    view.unmount();
    newTab('/retirement/lumenhealth');
    expect(await contributionButton('Enroll now')).toBeVisible();
  });

  it('takes up a sponsor another open tab started, and does not write it away', async () => {
    const { router } = newTab('/retirement/harborpine');
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
