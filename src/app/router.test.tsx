import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calculatorQueries } from '@/features/calculator/api/calculator-queries';
import { companyQueries } from '@/features/company/api/company-queries';
import { createQueryClient } from '@/lib/query-client';
import { preloadPage } from './router';
import { createStore } from './store';

describe('preloadPage', () => {
  it.each([
    ['a company page', '/harborpine/calculator', 'harborpine'],
    ['a /retirement page', '/retirement/cobaltridge/quiz', 'cobaltridge'],
    ['the default home', '/retirement', 'generic'],
    ['a page of the stored company', '/retirement/privacy', 'lumenhealth'],
  ])(
    'starts the company config and resources for %s, before the app mounts',
    async (_, path, companyId) => {
      // A returning user whose stored company is Lumen Health.
      const state = { ...createStore().getState(), company: { companyId: 'lumenhealth' } };
      const queryClient = createQueryClient({ retry: false });
      preloadPage(path, { queryClient, state });
      await waitFor(() => {
        expect(queryClient.getQueryData(companyQueries.config(companyId).queryKey)).toMatchObject({
          companyId,
        });
      });
      // The footer's resources, so the shell renders once with them rather than again after.
      await waitFor(() => {
        expect(
          queryClient.getQueryData(companyQueries.resources(companyId).queryKey),
        ).toBeDefined();
      });
    },
  );

  it("starts the calculator's constants with the calculator page", async () => {
    const queryClient = createQueryClient({ retry: false });
    preloadPage('/harborpine/calculator', { queryClient, state: createStore().getState() });
    await waitFor(() => {
      expect(
        queryClient.getQueryData(calculatorQueries.constants().queryKey)?.assumptions,
      ).toBeDefined();
    });
  });

  it('leaves a URL in the wrong case to the redirect', () => {
    const queryClient = createQueryClient({ retry: false });
    preloadPage('/retirement/HarborPine', { queryClient, state: createStore().getState() });
    expect(queryClient.getQueryCache().findAll({ queryKey: companyQueries.all() })).toHaveLength(0);
  });
});
