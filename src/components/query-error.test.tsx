import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { QueryError } from './query-error';
import { WithIntl } from '@/testing/intl';

/** A page part that fails, then loads on its retry, between two other parts. */
function Section({ onRetry }: { onRetry?: () => void }) {
  const [failed, setFailed] = useState(true);
  return (
    <main>
      <h2>Before</h2>
      <section>
        <h3>Part</h3>
        {failed ? (
          <QueryError
            onRetry={() => {
              onRetry?.();
              setFailed(false);
            }}
          />
        ) : (
          <div>
            <a href="#x">A link in the part</a>
            <h4>Loaded part</h4>
          </div>
        )}
      </section>
      <h2>After</h2>
      <input aria-label="Elsewhere" />
    </main>
  );
}

function renderWithProviders(ui: ReactNode) {
  return render(
    <WithIntl>
      <MemoryRouter>{ui}</MemoryRouter>
    </WithIntl>,
  );
}

describe('QueryError', () => {
  it('after a successful retry, hands the focus to the heading that took its place', async () => {
    renderWithProviders(<Section />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Loaded part' })).toHaveFocus());
  });

  it('leaves the focus where the retry put it', async () => {
    renderWithProviders(
      <Section onRetry={() => screen.getByRole('textbox', { name: 'Elsewhere' }).focus()} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Loaded part' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('textbox', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('waits for content that arrives after a placeholder, standing in with the closest control', async () => {
    function Slow() {
      const [state, setState] = useState<'failed' | 'loading' | 'loaded'>('failed');
      return (
        <section>
          <button type="button">Like</button>
          {state === 'failed' && (
            <QueryError
              onRetry={() => {
                setState('loading');
                setTimeout(() => setState('loaded'), 300);
              }}
            />
          )}
          {state === 'loading' && <p>Loading</p>}
          {state === 'loaded' && <h3>Read next</h3>}
        </section>
      );
    }
    renderWithProviders(<Slow />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Like' })).toHaveFocus());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Read next' })).toHaveFocus());
  });
});
