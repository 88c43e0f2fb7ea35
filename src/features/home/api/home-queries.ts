import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@/config/api-paths';
import {
  contentScopes,
  fallbackLanguage,
  firstContent,
  type ContentAudience,
} from '@/config/content-scope';
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
          async (scope) => {
            const home = await request(apiPaths.homeConfig(scope, scope.animal), {
              schema: homeConfigSchema,
              signal,
            });
            // A home found in another language is that language's, block by block.
            const found = fallbackLanguage(scope, { companyId, language });
            if (!found) return home;
            return {
              children_components: home.children_components.map((block) => ({
                ...block,
                language: block.language ?? found,
              })),
            };
          },
          (home) => home.children_components.length === 0,
        ),
      staleTime: 5 * 60_000,
    }),
};
