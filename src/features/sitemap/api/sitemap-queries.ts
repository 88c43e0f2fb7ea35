import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@/config/api-paths';
import { contentScope, type ContentAudience } from '@/config/content-scope';
import { errorText, request } from '@/lib/http';
import { logger } from '@/lib/logger';
import { sitemapSchema } from '../types';

export const sitemapQueries = {
  all: () => ['sitemap'] as const,
  /** POST /content/articles scoped to the company (SPEC.md section 7). */
  articles: ({ companyId, language }: Pick<ContentAudience, 'companyId' | 'language'>) =>
    queryOptions({
      queryKey: [...sitemapQueries.all(), companyId, language, 'articles'] as const,
      queryFn: async ({ signal }) => {
        try {
          return await request(apiPaths.sitemapArticles(), {
            method: 'POST',
            body: {
              tagsQueryString: `my-retirement:companies/${contentScope({ companyId, language }).companyId}`,
              multiMediaFetch: false,
              influencersFetch: false,
            },
            schema: sitemapSchema,
            signal,
          });
        } catch (error) {
          if (!signal.aborted) logger.error(errorText(error, 'Error fetching siteMap: '));
          throw error;
        }
      },
      staleTime: 10 * 60_000,
    }),
};
