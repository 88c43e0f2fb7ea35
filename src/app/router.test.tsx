import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { articleQueries } from '@/features/articles/api/article-queries';
import { calculatorQueries } from '@/features/calculator/api/calculator-queries';
import { companyQueries } from '@/features/company/api/company-queries';
import { createQueryClient } from '@/lib/query-client';
import { server } from '@/testing/msw';
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
        expect(
          queryClient.getQueryData(
            companyQueries.config({ companyId, language: 'en-US' }).queryKey,
          ),
        ).toMatchObject({
          companyId,
        });
      });
      // The footer's resources, so the shell renders once with them rather than again after.
      await waitFor(() => {
        expect(
          queryClient.getQueryData(
            companyQueries.resources({ companyId, language: 'en-US' }).queryKey,
          ),
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

  it('starts the config of the company a URL names in the wrong case, which its address shows', () => {
    const queryClient = createQueryClient({ retry: false });
    const state = createStore().getState();
    preloadPage('/retirement/HarborPine', { queryClient, state });
    const config = companyQueries.config({
      companyId: 'harborpine',
      language: state.user.language,
    });
    expect(queryClient.getQueryCache().find({ queryKey: config.queryKey })).toBeDefined();
  });

  describe("a page's lead picture", () => {
    const ARTICLE_ID = '6f1c2a10-0002-4a7e-9b1d-aa0000000002';
    const ARTICLE = `/generic/articles/${ARTICLE_ID}/employer-match`;
    // A preload link is not in the accessibility tree: the document head is read directly.
    const preloadLinks = () =>
      // eslint-disable-next-line testing-library/no-node-access
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
    const preloads = () => preloadLinks().map((link) => link.getAttribute('href'));
    const preloadMedia = () =>
      preloadLinks().map((link) => [link.getAttribute('href'), link.getAttribute('media')]);

    afterEach(() => {
      preloadLinks().forEach((link) => {
        link.remove();
      });
    });

    it("is the home hero's, for the screen widths each of its pictures shows on", async () => {
      const queryClient = createQueryClient({ retry: false });
      preloadPage('/retirement/generic', { queryClient, state: createStore().getState() });
      await waitFor(() => {
        expect(preloadMedia()).toEqual([
          ['/images/home/hero-mobile.svg', '(max-width: 767px)'],
          ['/images/home/hero-desktop.svg', '(min-width: 768px)'],
        ]);
      });
    });

    it("is the article's, as soon as the article arrives, before the page renders", async () => {
      const queryClient = createQueryClient({ retry: false });
      preloadPage(ARTICLE, { queryClient, state: createStore().getState() });
      await waitFor(() => {
        expect(preloads()).toEqual(['/images/articles/employer-match.svg']);
      });
    });

    it('is not fetched when its URL is unsafe', async () => {
      server.use(
        http.get('*/po/content/articles/:id', ({ params }) =>
          HttpResponse.json({ id: params.id, title: 'Hostile', imagePath: 'javascript:alert(1)' }),
        ),
      );
      const queryClient = createQueryClient({ retry: false });
      preloadPage(ARTICLE, { queryClient, state: createStore().getState() });
      await waitFor(() => {
        expect(
          queryClient.getQueryState(
            articleQueries.detail(ARTICLE_ID, { language: 'en-US' }).queryKey,
          )?.status,
        ).toBe('success');
      });
      expect(preloads()).toEqual([]);
    });
  });
});
