import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { companyQueries } from '@/features/company/api/company-queries';
import { homeQueries } from '@/features/home/api/home-queries';
import { readStartupSeed } from '@/features/user/startup';
import { createApp } from './app';

describe('createApp', () => {
  it('starts the page at the URL once storage is restored, before anything renders', async () => {
    window.history.replaceState(null, '', '/retirement/generic');
    // A segment no default has, to see the seed reach the page's call.
    const seed = { ...readStartupSeed(window.location), segment: 'p' };
    const { store, queryClient } = createApp(seed);

    await waitFor(() => {
      expect(queryClient.getQueryData(companyQueries.config('generic').queryKey)).toBeDefined();
    });
    expect(store.getState().user.segment).toBe('p');
    // The seed is in the store before the page starts: the home call is this visitor's.
    const homeCalls = queryClient.getQueryCache().findAll({ queryKey: homeQueries.all() });
    expect(homeCalls.map((query) => query.queryKey)).toEqual([
      expect.arrayContaining([expect.objectContaining({ companyId: 'generic', segment: 'p' })]),
    ]);
  });
});
