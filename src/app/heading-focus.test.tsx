import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/test-utils';

/** Opens FAQs, then goes to the sitemap inside the app: its heading takes the focus. */
async function navigateOnce() {
  const view = renderApp('/retirement/harborpine/faqs');
  const first = await screen.findByRole('heading', { level: 1, name: 'FAQs' }, { timeout: 10_000 });
  expect(first).not.toHaveFocus();
  await view.router.navigate('/retirement/harborpine/sitemap');
  const next = await screen.findByRole(
    'heading',
    { level: 1, name: 'Sitemap' },
    { timeout: 10_000 },
  );
  // The heading takes the focus in an effect after its page renders: found first, under load.
  await waitFor(() => {
    expect(next).toHaveFocus();
  });
  return view;
}

/**
 * What decides the heading's focus belongs to one app: a navigation in an earlier app (an earlier
 * test, or a page started again) must not make the next app's first page steal the focus from
 * where the participant starts.
 */
describe("a page heading's focus", { timeout: 30_000 }, () => {
  it('goes to the new page after an in-app navigation', async () => {
    await navigateOnce();
  });

  it('stays off the first page an app shows, after another app navigated', async () => {
    renderApp('/retirement/harborpine/faqs');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'FAQs' }, { timeout: 10_000 }),
    ).not.toHaveFocus();
  });

  it('stays off the first page of a second app started in the same document', async () => {
    const { unmount } = await navigateOnce();
    unmount();
    renderApp('/retirement/harborpine/faqs');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'FAQs' }, { timeout: 10_000 }),
    ).not.toHaveFocus();
  });
});
