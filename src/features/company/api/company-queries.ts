import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@/config/api-paths';
import { contentScope, type ContentAudience } from '@/config/content-scope';
import { request } from '@/lib/http';
import { companyConfigSchema, companyLinksSchema, companyResourcesSchema } from '../types';

/** Whose company content: the company and the reader's language (no other fallback applies). */
export type CompanyAudience = Pick<ContentAudience, 'companyId' | 'language'>;

const STALE = 5 * 60_000;

/** The company's own scope: company calls never fall back to another company's content. */
function scopeOf({ companyId, language }: CompanyAudience) {
  const scope = contentScope({ companyId, language });
  return [scope.companyId, scope.language] as const;
}

export const companyQueries = {
  all: () => ['company'] as const,
  /**
   * The company's config. An unknown company's empty config sends the participant to the
   * default company's page instead (DESIGN.md section 2). Its failure is the whole site's, so
   * it opens the generic error modal.
   */
  config: ({ companyId, language }: CompanyAudience) =>
    queryOptions({
      queryKey: [...companyQueries.all(), companyId, language, 'config'] as const,
      queryFn: ({ signal }) =>
        request(apiPaths.companyConfig(...scopeOf({ companyId, language })), {
          schema: companyConfigSchema,
          signal,
        }),
      staleTime: STALE,
      // On a language switch the shell keeps the company's config (in the other language) until
      // the new one is in: it stays mounted, so the switch keeps focus and nothing flashes.
      placeholderData: (previous, previousQuery) =>
        previousQuery?.queryKey[1] === companyId ? previous : undefined,
      meta: { errorModal: true, errorLogPrefix: 'Error fetching company configs: ' },
    }),
  resources: ({ companyId, language }: CompanyAudience) =>
    queryOptions({
      queryKey: [...companyQueries.all(), companyId, language, 'resources'] as const,
      queryFn: ({ signal }) =>
        request(apiPaths.companyResources(...scopeOf({ companyId, language })), {
          schema: companyResourcesSchema,
          signal,
        }),
      staleTime: STALE,
    }),
  links: ({ companyId, language }: CompanyAudience) =>
    queryOptions({
      queryKey: [...companyQueries.all(), companyId, language, 'links'] as const,
      queryFn: ({ signal }) =>
        request(apiPaths.companyLinks(...scopeOf({ companyId, language })), {
          schema: companyLinksSchema,
          signal,
        }),
      staleTime: STALE,
    }),
};
