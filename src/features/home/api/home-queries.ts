import { queryOptions } from '@tanstack/react-query';
import { apiPaths, type SiteContentScope } from '@/config/api-paths';
import {
  DEFAULT_ANIMAL,
  DEFAULT_COMPANY_ID,
  DEFAULT_CONTENT_LANGUAGE,
  DEFAULT_COUNTRY,
  DEFAULT_SEGMENT,
} from '@/config/constants';
import { request } from '@/lib/http';
import { homeConfigSchema, type HomeConfig } from '../types';

export interface HomeAudience {
  companyId: string;
  /** The user's language, e.g. en-US: content language `en`, country `us`. */
  language: string;
  segment: string;
  animal: string | null;
}

export interface HomeScope extends SiteContentScope {
  animal: string;
}

/**
 * The places a home page may live, most specific first (SPEC.md section 7): the user's
 * animal, language and segment, each falling back to its default, and then all of it again
 * for the default company.
 */
export function homeScopes(audience: HomeAudience): HomeScope[] {
  const [lang, region] = audience.language.toLowerCase().split(/[-_]/);
  const locales = [
    { language: lang || DEFAULT_CONTENT_LANGUAGE, country: region || DEFAULT_COUNTRY },
    { language: DEFAULT_CONTENT_LANGUAGE, country: DEFAULT_COUNTRY },
  ];
  const scopes: HomeScope[] = [];
  const seen = new Set<string>();
  for (const companyId of [audience.companyId, DEFAULT_COMPANY_ID]) {
    for (const locale of locales) {
      for (const segment of [audience.segment.toLowerCase() || DEFAULT_SEGMENT, DEFAULT_SEGMENT]) {
        for (const animal of [audience.animal ?? DEFAULT_ANIMAL, DEFAULT_ANIMAL]) {
          const scope = { companyId, ...locale, segment, animal };
          const key = Object.values(scope).join('/');
          if (seen.has(key)) continue;
          seen.add(key);
          scopes.push(scope);
        }
      }
    }
  }
  return scopes;
}

async function firstHome(scopes: HomeScope[], signal: AbortSignal): Promise<HomeConfig> {
  for (const scope of scopes) {
    const home = await request(apiPaths.homeConfig(scope, scope.animal), {
      schema: homeConfigSchema,
      signal,
    });
    if (home.children_components.length > 0) return home;
  }
  return { children_components: [] };
}

export const homeQueries = {
  all: () => ['home'] as const,
  config: (audience: HomeAudience) =>
    queryOptions({
      queryKey: [...homeQueries.all(), audience.companyId, audience] as const,
      queryFn: ({ signal }) => firstHome(homeScopes(audience), signal),
      staleTime: 5 * 60_000,
    }),
};
