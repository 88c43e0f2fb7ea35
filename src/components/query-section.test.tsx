import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ERROR_MESSAGE } from './query-error';
import { QueriesSection, QuerySection } from './query-section';
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

type Query = Parameters<typeof show>[0];

function showBoth(articles: Query, faqs: Query) {
  render(
    <WithIntl>
      <MemoryRouter>
        <QueriesSection queries={[articles, faqs]} pending={<p>Loading the lists</p>}>
          {([articleData, faqData]) => (
            <p>
              Articles: {articleData ?? 'none'}, FAQs: {faqData ?? 'none'}
            </p>
          )}
        </QueriesSection>
      </MemoryRouter>
    </WithIntl>,
  );
}

describe('QueriesSection', () => {
  let refetchArticles: Query['refetch'];
  let refetchFaqs: Query['refetch'];
  beforeEach(() => {
    refetchArticles = vi.fn(() => Promise.reject(new Error('unused')));
    refetchFaqs = vi.fn(() => Promise.reject(new Error('unused')));
  });
  const loading = (refetch: Query['refetch']) => ({ data: undefined, isError: false, refetch });
  const failed = (refetch: Query['refetch']) => ({ data: undefined, isError: true, refetch });
  const loaded = (data: string, refetch: Query['refetch']) => ({ data, isError: false, refetch });

  it('waits for every query: its placeholder while one still loads, even beside a failure', () => {
    showBoth(failed(refetchArticles), loading(refetchFaqs));
    expect(screen.getByText('Loading the lists')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows what loaded beside one message whose retry refetches only the failed query', async () => {
    showBoth(loaded('ready', refetchArticles), failed(refetchFaqs));
    expect(screen.getByText('Articles: ready, FAQs: none')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(DEFAULT_ERROR_MESSAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetchFaqs).toHaveBeenCalledOnce();
    expect(refetchArticles).not.toHaveBeenCalled();
  });

  it('shows one message, without content, whose retry refetches all when every query failed', async () => {
    showBoth(failed(refetchArticles), failed(refetchFaqs));
    expect(screen.getByRole('alert')).toHaveTextContent(DEFAULT_ERROR_MESSAGE);
    expect(screen.queryByText(/Articles:/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetchArticles).toHaveBeenCalledOnce();
    expect(refetchFaqs).toHaveBeenCalledOnce();
  });

  it('shows all the data, and keeps it when a later refetch fails', () => {
    showBoth(
      { data: 'ready', isError: true, refetch: refetchArticles },
      loaded('listed', refetchFaqs),
    );
    expect(screen.getByText('Articles: ready, FAQs: listed')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
