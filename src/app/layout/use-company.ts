import { useQuery } from '@tanstack/react-query';
import { companyQueries } from '@/features/company/api/company-queries';
import type { CompanyConfig } from '@/features/company/types';
import { useContentAudience } from '../hooks';

export interface CompanyValue {
  companyId: string;
  config: CompanyConfig;
}

/**
 * The page's company (held in the store) and its config (server data). Inside the company
 * shell, which renders its pages only once that config has loaded.
 */
export function useCompany(): CompanyValue {
  const { companyId, language } = useContentAudience();
  // The shell owns the call (and its retries); this only reads what it loaded. Were it to
  // fetch too, a failed config would be asked again each time a reader mounts.
  const { data } = useQuery({ ...companyQueries.config({ companyId, language }), enabled: false });
  return { companyId, config: data ?? { companyId } };
}
