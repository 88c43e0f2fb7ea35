import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/test-utils';

vi.mock('@/app/routes/sitemap', () => ({
  Component: () => {
    throw new Error('Sitemap exploded');
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
});
