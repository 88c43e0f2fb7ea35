import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/test-utils';

const sitemap = vi.hoisted(() => ({ failing: true }));

vi.mock('@/app/routes/sitemap', () => ({
  Component: () => {
    if (sitemap.failing) throw new Error('Sitemap exploded');
    return <h1>Sitemap is back</h1>;
  },
}));

describe('fallback screen', () => {
  it('shows "Unexpected Application Error!" with the message when a page throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/retirement/generic/sitemap');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Unexpected Application Error!' },
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    // The page failed, not the shell: header and footer stay.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByText('Sitemap exploded')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to homepage' })).toHaveAttribute(
      'href',
      '/retirement',
    );
  });

  it('offers a retry in the page’s language that renders the page again in place', async () => {
    // What a page's code failing to arrive over a flaky connection looks like: the next attempt
    // (lazyWithPreload asks for the chunk again) works.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sitemap.failing = true;
    const { user } = renderApp('/retirement/generic/sitemap?lang=es');
    await screen.findByRole(
      'heading',
      { name: '¡Error inesperado en la aplicación!' },
      { timeout: 5_000 },
    );
    sitemap.failing = false;
    await user.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(await screen.findByRole('heading', { name: 'Sitemap is back' })).toBeInTheDocument();
  });
});
