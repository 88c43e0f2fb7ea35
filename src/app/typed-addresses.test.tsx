import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/test-utils';

/** Addresses as participants type, paste and share them (DESIGN.md section 2). */
describe('typed and shared addresses', { timeout: 60_000 }, () => {
  it('keeps the FAQ a short /:company/faqs link names through the redirect, and opens it', async () => {
    const { router } = renderApp('/harborpine/faqs#faq-faq-what-is-retirewell');
    const linked = await screen.findByRole(
      'button',
      { name: 'What is RetireWell?' },
      { timeout: 10_000 },
    );
    expect(router.state.location.pathname).toBe('/retirement/harborpine/faqs');
    expect(router.state.location.hash).toBe('#faq-faq-what-is-retirewell');
    expect(linked).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps the query and fragment when / and /:company send the participant on', async () => {
    const { router } = renderApp('/harborpine?e=1&s=pre#top');
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/retirement/harborpine');
    expect(router.state.location.search).toBe('?e=1&s=pre');
    expect(router.state.location.hash).toBe('#top');
  });

  it('shows the page of an address with a doubled slash, at its one address', async () => {
    const { router } = renderApp('//harborpine//calculator?e=1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Calculator' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/harborpine/calculator');
    expect(router.state.location.search).toBe('?e=1');
  });

  it('drops a trailing slash and writes the fixed words of a path in lower case', async () => {
    const { router } = renderApp('/Retirement/HarborPine/FAQs/#faq-faq-action-plan');
    await screen.findByRole('heading', { level: 1, name: 'FAQs' }, { timeout: 10_000 });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/retirement/harborpine/faqs');
    });
    expect(router.state.location.hash).toBe('#faq-faq-action-plan');
  });

  it('keeps a not-found path as typed, bar its company id and trailing slash', async () => {
    const { router } = renderApp('/HarborPine/No-Such-Page/');
    await screen.findByRole('link', { name: 'Return to homepage' }, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/harborpine/No-Such-Page');
  });
});
