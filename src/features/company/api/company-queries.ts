import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@/config/api-paths';
import { contentScope, type ContentAudience } from '@/config/content-scope';
import { request } from '@/lib/http';
import { companyConfigSchema, companyLinksSchema, companyResourcesSchema } from '../types';

/** Whose company content: the company and the reader's language (no other fallback applies). */
export type CompanyAudience = Pick<ContentAudience, 'companyId' | 'language'>;

const STALE = 5 * 60_000;

export const companyQueries = {
  all: () => ['company'] as const,
  /**
   * The company's config. It never falls back to the default company: an unknown company's
   * empty config sends the participant to the default company's page instead (DESIGN.md
   * section 2). Its failure is the whole site's, so it opens the generic error modal.
   */
  config: ({ companyId, language }: CompanyAudience) =>
    queryOptions({
      queryKey: [...companyQueries.all(), companyId, language, 'config'] as const,
      queryFn: ({ signal }) => {
        const scope = contentScope({ companyId, language });
        return request(apiPaths.companyConfig(scope.companyId, scope.language), {
          schema: companyConfigSchema,
          signal,
        });
      },
      staleTime: STALE,
      meta: { errorModal: true, errorLogPrefix: 'Error fetching company configs: ' },
    }),
  resources: ({ companyId, language }: CompanyAudience) =>
    queryOptions({
      queryKey: [...companyQueries.all(), companyId, language, 'resources'] as const,
      queryFn: ({ signal }) => {
        const scope = contentScope({ companyId, language });
        return request(apiPaths.companyResources(scope.companyId, scope.language), {
          schema: companyResourcesSchema,
          signal,
        });
      },
      staleTime: STALE,
    }),
  links: ({ companyId, language }: CompanyAudience) =>
    queryOptions({
      queryKey: [...companyQueries.all(), companyId, language, 'links'] as const,
      queryFn: ({ signal }) => {
        const scope = contentScope({ companyId, language });
        return request(apiPaths.companyLinks(scope.companyId, scope.language), {
          schema: companyLinksSchema,
          signal,
        });
      },
      staleTime: STALE,
    }),
};
