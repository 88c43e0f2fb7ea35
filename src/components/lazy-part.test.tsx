import { onlineManager } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { WithIntl } from '@/testing/intl';
import { LazyPart } from './lazy-part';

const Greeting = () => <p>Hello</p>;

/** A lazy part whose first download fails as a dropped connection does, then arrives. */
function greetingFailingOnce() {
  const load = vi
    .fn<() => Promise<{ Greeting: typeof Greeting }>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue({ Greeting });
  return { load, Lazy: lazyWithPreload(load, (module) => module.Greeting) };
}

function Page({ children }: { children: ReactNode }) {
  return (
    <WithIntl>
      <MemoryRouter>
        <ErrorBoundary fallback={<h1>Page error screen</h1>}>
          <h1>Page</h1>
          {children}
        </ErrorBoundary>
      </MemoryRouter>
    </WithIntl>
  );
}

describe('LazyPart', () => {
  it('shows a part whose code did not arrive as a message in its place, and loads it on Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { load, Lazy } = greetingFailingOnce();
    render(
      <Page>
        <LazyPart>
          <Lazy />
        </LazyPart>
      </Page>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Part of this page could not be downloaded.',
    );
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads a part that failed offline by itself when the connection is back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { load, Lazy } = greetingFailingOnce();
    onlineManager.setOnline(false);
    try {
      render(
        <Page>
          <LazyPart>
            <Lazy />
          </LazyPart>
        </Page>,
      );
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Part of this page could not be downloaded.',
      );
      act(() => {
        onlineManager.setOnline(true);
      });
      expect(await screen.findByText('Hello')).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('leaves any other error to the page’s own error screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('A bug, not the network');
    };
    render(
      <Page>
        <LazyPart>
          <Broken />
        </LazyPart>
      </Page>,
    );
    expect(await screen.findByRole('heading', { name: 'Page error screen' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
