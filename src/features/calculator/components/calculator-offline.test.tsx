import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/test-utils';

const chunk = vi.hoisted(() => ({ failing: true }));

// The results' code not arriving (the connection dropped, or a deploy replaced the hashed chunk).
vi.mock('./calculator-results', async (importOriginal) => {
  if (chunk.failing) {
    throw new TypeError(
      'Failed to fetch dynamically imported module: https://example.com/assets/calculator-results-C1x2.js',
    );
  }
  return importOriginal<typeof import('./calculator-results')>();
});

const SHARED =
  '/generic/calculator#v=1&age=30&retire=67&savings=25000&salary=85000&contribution=6&match=50&matchUpTo=6';

describe('the calculator when its results cannot load', { timeout: 30_000 }, () => {
  it('keeps the form and the figures typed, says so in place and loads them on Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderApp(SHARED);
    await screen.findByRole('heading', { level: 1, name: 'Calculator' });
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent(
      'Part of this page could not be downloaded. Check your connection and try again. If it still does not load, reload the page.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Calculator' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Pretax annual salary' })).toHaveValue('85,000');
    expect(
      screen.queryByRole('heading', { name: 'Unexpected Application Error!' }),
    ).not.toBeInTheDocument();

    chunk.failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('monthly-income', {}, { timeout: 10_000 })).toHaveTextContent(
      '$6,013',
    );
    await waitFor(() => {
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });
});
