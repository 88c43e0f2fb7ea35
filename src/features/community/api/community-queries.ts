import { queryOptions } from '@tanstack/react-query';
import { apiPaths, type SiteContentScope } from '@/config/api-paths';
import {
  DEFAULT_COMPANY_ID,
  DEFAULT_CONTENT_LANGUAGE,
  DEFAULT_COUNTRY,
  DEFAULT_SEGMENT,
} from '@/config/constants';
import type { CommunityPage } from '@/config/paths';
import { request } from '@/lib/http';
import { communityPageSchema, type CommunityPageContent } from '../types';

/** The company's own page first, then the default company's (as for the home page). */
function scopes(companyId: string, segment: string): SiteContentScope[] {
  const all = [
    { companyId, segment },
    { companyId, segment: DEFAULT_SEGMENT },
    { companyId: DEFAULT_COMPANY_ID, segment },
    { companyId: DEFAULT_COMPANY_ID, segment: DEFAULT_SEGMENT },
  ];
  const unique = all.filter(
    (scope, index) =>
      all.findIndex((o) => o.companyId === scope.companyId && o.segment === scope.segment) ===
      index,
  );
  return unique.map((scope) => ({
    ...scope,
    language: DEFAULT_CONTENT_LANGUAGE,
    country: DEFAULT_COUNTRY,
  }));
}

export const communityQueries = {
  all: () => ['community'] as const,
  page: (companyId: string, segment: string, page: CommunityPage) =>
    queryOptions({
      queryKey: [...communityQueries.all(), companyId, segment, page] as const,
      queryFn: async ({ signal }): Promise<CommunityPageContent | null> => {
        for (const scope of scopes(companyId, segment)) {
          const content = await request(apiPaths.communityPage(scope, page), {
            schema: communityPageSchema,
            signal,
          });
          if (content.title) return content;
        }
        return null;
      },
      staleTime: 10 * 60_000,
    }),
};
