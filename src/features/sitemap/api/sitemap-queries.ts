import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@/config/api-paths';
import { contentLocale, contentScope, type ContentAudience } from '@/config/content-scope';
import { request } from '@/lib/http';
import { sitemapSchema } from '../types';

export const sitemapQueries = {
  all: () => ['sitemap'] as const,
  /** POST /content/articles scoped to the company (SPEC.md section 7). */
  articles: ({ companyId, language }: Pick<ContentAudience, 'companyId' | 'language'>) =>
    queryOptions({
      queryKey: [...sitemapQueries.all(), companyId, language, 'articles'] as const,
      queryFn: ({ signal }) =>
        request(apiPaths.sitemapArticles(contentLocale(language).language), {
          method: 'POST',
          body: {
            tagsQueryString: `my-retirement:companies/${contentScope({ companyId, language }).companyId}`,
            multiMediaFetch: false,
            influencersFetch: false,
          },
          schema: sitemapSchema,
          signal,
        }),
      staleTime: 10 * 60_000,
      meta: { errorLogPrefix: 'Error fetching siteMap: ' },
    }),
};
