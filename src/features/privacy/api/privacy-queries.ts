import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@/config/api-paths';
import type { SiteVariant } from '@/config/constants';
import { contentLocale, type ContentAudience } from '@/config/content-scope';
import { request } from '@/lib/http';
import { privacyPolicySchema } from '../types';

export const privacyQueries = {
  /**
   * One policy for every company, in the reader's language, as the site the page is served as
   * publishes it: MyRetirement's names MyRetirement, not RetireWell.
   */
  policy: ({ language }: Pick<ContentAudience, 'language'>, siteVariant: SiteVariant) =>
    queryOptions({
      queryKey: ['privacy', language, siteVariant, 'policy'] as const,
      queryFn: ({ signal }) =>
        request(apiPaths.privacyPolicy(siteVariant, contentLocale(language).language), {
          schema: privacyPolicySchema,
          signal,
        }),
      staleTime: 30 * 60_000,
      meta: { errorLogPrefix: 'Error fetching Privacy Policy: ' },
    }),
};
