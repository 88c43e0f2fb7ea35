import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@/config/api-paths';
import { request } from '@/lib/http';
import { faqListSchema } from '../types';

export const faqQueries = {
  all: () => ['faqs'] as const,
  /** `domainTag` is the site variant the page is served as (retirewell or myretirement). */
  list: (companyId: string, domainTag: string) =>
    queryOptions({
      queryKey: [...faqQueries.all(), companyId, domainTag] as const,
      queryFn: ({ signal }) =>
        request(apiPaths.faqs(companyId, domainTag), { schema: faqListSchema, signal }),
      staleTime: 10 * 60_000,
    }),
};
