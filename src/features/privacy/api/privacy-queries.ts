import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@/config/api-paths';
import { contentLocale, type ContentAudience } from '@/config/content-scope';
import { request } from '@/lib/http';
import { privacyPolicySchema } from '../types';

export const privacyQueries = {
  /** One policy for every company, in the reader's language. */
  policy: ({ language }: Pick<ContentAudience, 'language'>) =>
    queryOptions({
      queryKey: ['privacy', language, 'policy'] as const,
      queryFn: ({ signal }) =>
        request(apiPaths.privacyPolicy(contentLocale(language).language), {
          schema: privacyPolicySchema,
          signal,
        }),
      staleTime: 30 * 60_000,
      meta: { errorLogPrefix: 'Error fetching Privacy Policy: ' },
    }),
};
