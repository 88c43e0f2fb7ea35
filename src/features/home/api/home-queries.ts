import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@/config/api-paths';
import { contentScopes, firstContent, type ContentAudience } from '@/config/content-scope';
import { request } from '@/lib/http';
import { homeConfigSchema } from '../types';

/** Whose home page: the company, and the participant's language, segment and animal. */
export type HomeAudience = Required<ContentAudience>;

export const homeQueries = {
  all: () => ['home'] as const,
  /**
   * The most specific home page there is (SPEC.md section 7): the animal, segment, language
   * and then the company each fall back to their default.
   */
  config: ({ companyId, language, segment, animal }: HomeAudience) =>
    queryOptions({
      queryKey: [...homeQueries.all(), companyId, { language, segment, animal }] as const,
      queryFn: ({ signal }) =>
        firstContent(
          contentScopes({ companyId, language, segment, animal }, [
            'company',
            'language',
            'segment',
            'animal',
          ]),
          (scope) =>
            request(apiPaths.homeConfig(scope, scope.animal), { schema: homeConfigSchema, signal }),
          (home) => home.children_components.length === 0,
        ),
      staleTime: 5 * 60_000,
    }),
};
