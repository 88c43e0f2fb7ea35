import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, Suspense, type ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

type GreetingModule = { Greeting: typeof Greeting };

const chunkError = () => new TypeError('Failed to fetch dynamically imported module');

/** A chunk that fails to arrive once, then loads. */
const loadFailingOnce = (error: Error = chunkError()) =>
  vi
    .fn<() => Promise<GreetingModule>>()
    .mockRejectedValueOnce(error)
    .mockResolvedValue({ Greeting });

function RetryScreen({ resetErrorBoundary }: FallbackProps) {
  return (
    <button type="button" onClick={resetErrorBoundary}>
      Try again
    </button>
  );
}

function Page({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary FallbackComponent={RetryScreen}>
      <Suspense fallback="Loading">{children}</Suspense>
    </ErrorBoundary>
  );
}

describe('lazyWithPreload', () => {
  it('loads the chunk once for a preload and the render, then renders it', async () => {
    const load = vi.fn(() => Promise.resolve({ Greeting }));
    const Lazy = lazyWithPreload(load, (module) => module.Greeting);
    await Lazy.preload();
    await Lazy.preload();
    render(
      <Suspense fallback="Loading">
        <Lazy name="Ana" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Ana')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed load', async () => {
    const load = loadFailingOnce(new Error('offline'));
    const Lazy = lazyWithPreload(load, (module) => module.Greeting);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await expect(Lazy.preload()).resolves.toEqual({ Greeting });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('imports again when the error boundary retries a render whose load failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = loadFailingOnce();
    const Lazy = lazyWithPreload(load, (module) => module.Greeting);
    const user = userEvent.setup();
    render(
      <Page>
        <Lazy name="Ana" />
      </Page>,
    );
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello Ana')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('imports again when a failed component is rendered anew (leaving the page and coming back)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = loadFailingOnce();
    const Lazy = lazyWithPreload(load, (module) => module.Greeting);
    const view = render(
      <Page>
        <Lazy name="Ana" />
      </Page>,
    );
    await screen.findByRole('button', { name: 'Try again' });
    view.unmount();
    render(
      <Page>
        <Lazy name="Ana" />
      </Page>,
    );
    expect(await screen.findByText('Hello Ana')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows a failure without importing again on its own, even in strict mode', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn<() => Promise<GreetingModule>>().mockRejectedValue(chunkError());
    const Lazy = lazyWithPreload(load, (module) => module.Greeting);
    // The app renders in strict mode, which runs renders and effects twice.
    render(
      <StrictMode>
        <Page>
          <Lazy name="Ana" />
        </Page>
      </StrictMode>,
    );
    await screen.findByRole('button', { name: 'Try again' });
    // A retry that needs no one's action would hammer the network while it is down.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
