import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@/config/api-paths';
import { contentScope, type ContentAudience } from '@/config/content-scope';
import { request } from '@/lib/http';
import { faqListSchema } from '../types';

export const faqQueries = {
  all: () => ['faqs'] as const,
  /** `domainTag` is the site variant the page is served as (retirewell or myretirement). */
  list: (
    { companyId, language }: Pick<ContentAudience, 'companyId' | 'language'>,
    domainTag: string,
  ) =>
    queryOptions({
      queryKey: [...faqQueries.all(), companyId, language, domainTag] as const,
      queryFn: ({ signal }) => {
        const scope = contentScope({ companyId, language });
        return request(apiPaths.faqs(scope.companyId, domainTag, scope.language), {
          schema: faqListSchema,
          signal,
        });
      },
      staleTime: 10 * 60_000,
    }),
};
