import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { onlineManager } from '@tanstack/react-query';
import { act, render, screen, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { RECONNECT_GRACE_MS, RECONNECT_RETRY_DELAY_MS } from '@/lib/online';
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

function GreetingDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="greeting-title">
      <DialogTitle id="greeting-title">Greeting</DialogTitle>
    </Dialog>
  );
}

/** A dialog whose code loads on its first opening (as the app's dialogs do), failing once. */
function greetingDialogFailingOnce() {
  const load = vi
    .fn<() => Promise<{ GreetingDialog: typeof GreetingDialog }>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue({ GreetingDialog });
  const Lazy = lazyWithPreload(load, (module) => module.GreetingDialog);
  function Opener() {
    const [open, setOpen] = useState(false);
    const [used, setUsed] = useState(false);
    const close = () => {
      setOpen(false);
    };
    return (
      <>
        <button
          type="button"
          onClick={() => {
            setUsed(true);
            setOpen(true);
          }}
        >
          Say hello
        </button>
        {used && (
          <LazyPart dialog={{ open, onClose: close }}>
            <Lazy open={open} onClose={close} />
          </LazyPart>
        )}
      </>
    );
  }
  return { load, Opener };
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

/** Renders a part in the page and waits for the message its failed download leaves in place. */
async function renderFailedPart(Lazy: ComponentType) {
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
}

describe('LazyPart', () => {
  it('shows a part whose code did not arrive as a message in its place, and loads it on Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { load, Lazy } = greetingFailingOnce();
    await renderFailedPart(Lazy);
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
      await renderFailedPart(Lazy);
      act(() => {
        onlineManager.setOnline(true);
      });
      expect(await screen.findByText('Hello')).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('tries again a second later what failed again as the connection came back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Offline, then once more on the return: the signal came before the network carried it.
    const load = vi
      .fn<() => Promise<{ Greeting: typeof Greeting }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Greeting });
    const Lazy = lazyWithPreload(load, (module) => module.Greeting);
    onlineManager.setOnline(false);
    try {
      await renderFailedPart(Lazy);
      act(() => {
        onlineManager.setOnline(true);
      });
      expect(await screen.findByText('Hello', {}, { timeout: 3_000 })).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(3);
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('leaves a part that fails long after the connection came back to Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Well after any return of the connection: a file gone for good is not asked for on a loop.
    const later = Date.now() + RECONNECT_GRACE_MS + 1_000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    const load = vi
      .fn<() => Promise<{ Greeting: typeof Greeting }>>()
      .mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    await renderFailedPart(lazyWithPreload(load, (module) => module.Greeting));
    await new Promise((resolve) => setTimeout(resolve, RECONNECT_RETRY_DELAY_MS + 500));
    expect(load).toHaveBeenCalledTimes(1);
    vi.mocked(Date.now).mockRestore();
  });

  it('opens a dialog that failed offline by itself when the connection is back, the focus back on its opener', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { load, Opener } = greetingDialogFailingOnce();
    onlineManager.setOnline(false);
    try {
      render(
        <Page>
          <Opener />
        </Page>,
      );
      const opener = screen.getByRole('button', { name: 'Say hello' });
      await userEvent.click(opener);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Part of this page could not be downloaded.',
      );
      // The stand-in takes the focus, as the dialog would have.
      expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();

      act(() => {
        onlineManager.setOnline(true);
      });
      // As Try again does: the focus goes back to the dialog's button before the stand-in leaves
      // the page, not to the document, so the dialog gives it back there on closing.
      expect(opener).toHaveFocus();
      expect(await screen.findByRole('dialog', { name: 'Greeting' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(2);

      await userEvent.keyboard('{Escape}');
      await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
      expect(opener).toHaveFocus();
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
