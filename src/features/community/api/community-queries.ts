import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@/config/api-paths';
import {
  contentScopes,
  fallbackLanguage,
  firstContent,
  type ContentAudience,
} from '@/config/content-scope';
import type { CommunityPage } from '@/config/routes';
import { request } from '@/lib/http';
import { communityPageSchema, type CommunityPageContent } from '../types';

/** Whose community page: the company, and the participant's language and segment. */
export type CommunityAudience = Required<
  Pick<ContentAudience, 'companyId' | 'language' | 'segment'>
>;

export const communityQueries = {
  all: () => ['community'] as const,
  /** The company's own page first, then the default company's (as for the home page). */
  page: ({ companyId, language, segment }: CommunityAudience, page: CommunityPage) =>
    queryOptions({
      queryKey: [...communityQueries.all(), { companyId, language, segment }, page] as const,
      queryFn: async ({ signal }): Promise<CommunityPageContent | null> => {
        const content = await firstContent(
          contentScopes({ companyId, language, segment }, ['company', 'language', 'segment']),
          async (scope) => {
            const found = await request(apiPaths.communityPage(scope, page), {
              schema: communityPageSchema,
              signal,
            });
            // A page found in another language is marked as that language's.
            const other = fallbackLanguage(scope, { companyId, language });
            return other ? { ...found, language: found.language ?? other } : found;
          },
          (found) => !found.title,
        );
        return content.title ? content : null;
      },
      staleTime: 10 * 60_000,
    }),
};
