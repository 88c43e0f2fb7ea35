import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_ERROR_MESSAGE } from './query-error';
import { QuerySection } from './query-section';
import { WithIntl } from '@/testing/intl';

function show(query: {
  data: string | undefined;
  isError: boolean;
  refetch: () => Promise<never>;
}) {
  render(
    <WithIntl>
      <MemoryRouter>
        <QuerySection query={query} pending={<p>Loading the list</p>}>
          {(data) => <p>Data: {data}</p>}
        </QuerySection>
      </MemoryRouter>
    </WithIntl>,
  );
}

describe('QuerySection', () => {
  const refetch = vi.fn(() => Promise.reject(new Error('unused')));

  it('shows its placeholder while the data loads', () => {
    show({ data: undefined, isError: false, refetch });
    expect(screen.getByText('Loading the list')).toBeInTheDocument();
  });

  it('shows the SPEC.md message with a retry where the call failed', async () => {
    show({ data: undefined, isError: true, refetch });
    expect(screen.getByRole('alert')).toHaveTextContent(DEFAULT_ERROR_MESSAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('shows the data, and keeps it when a later refetch fails', () => {
    show({ data: 'ready', isError: true, refetch });
    expect(screen.getByText('Data: ready')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
