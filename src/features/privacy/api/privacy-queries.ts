import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@/config/api-paths';
import { request } from '@/lib/http';
import { privacyPolicySchema } from '../types';

export const privacyQueries = {
  policy: () =>
    queryOptions({
      queryKey: ['privacy', 'policy'] as const,
      queryFn: ({ signal }) =>
        request(apiPaths.privacyPolicy(), { schema: privacyPolicySchema, signal }),
      staleTime: 30 * 60_000,
    }),
};
