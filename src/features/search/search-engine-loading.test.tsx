import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/test-utils';

const loaded = vi.hoisted(() => ({ minisearch: false }));

vi.mock('minisearch', async (importOriginal) => {
  loaded.minisearch = true;
  return importOriginal();
});

describe('the search library', { timeout: 60_000 }, () => {
  it('loads only once search is used: not with a page and its header field', async () => {
    const { user } = renderApp('/retirement/generic');
    const header = await screen.findByRole('banner', undefined, { timeout: 10_000 });
    expect(loaded.minisearch).toBe(false);

    await user.click(within(header).getByLabelText('Search articles and FAQs'));
    await vi.waitFor(() => {
      expect(loaded.minisearch).toBe(true);
    });
  });
});
