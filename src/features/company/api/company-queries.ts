import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@/config/api-paths';
import { request } from '@/lib/http';
import { companyConfigSchema, companyLinksSchema, companyResourcesSchema } from '../types';

export const companyQueries = {
  all: () => ['company'] as const,
  config: (companyId: string) =>
    queryOptions({
      queryKey: [...companyQueries.all(), companyId, 'config'] as const,
      queryFn: ({ signal }) =>
        request(apiPaths.companyConfig(companyId), { schema: companyConfigSchema, signal }),
      staleTime: 5 * 60_000,
    }),
  resources: (companyId: string) =>
    queryOptions({
      queryKey: [...companyQueries.all(), companyId, 'resources'] as const,
      queryFn: ({ signal }) =>
        request(apiPaths.companyResources(companyId), { schema: companyResourcesSchema, signal }),
      staleTime: 5 * 60_000,
    }),
  links: (companyId: string) =>
    queryOptions({
      queryKey: [...companyQueries.all(), companyId, 'links'] as const,
      queryFn: ({ signal }) =>
        request(apiPaths.companyLinks(companyId), { schema: companyLinksSchema, signal }),
      staleTime: 5 * 60_000,
    }),
};
