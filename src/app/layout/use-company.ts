import { useQuery } from '@tanstack/react-query';
import { failedWithoutData } from '@/lib/query-failure';
import { companyQueries } from '@/features/company/api/company-queries';
import type { CompanyConfig } from '@/features/company/types';
import { useContentAudience } from '../hooks';

export interface CompanyValue {
  companyId: string;
  config: CompanyConfig;
  /**
   * The config call failed (the shell shows its modal and the page renders on an empty config):
   * a page made of the config's own facts (contact details, whether the company offers the page
   * at all) says so and offers a retry instead of showing less, or "not found".
   */
  isConfigError: boolean;
  /** Asks for the config again. */
  retryConfig: () => void;
}

/**
 * The page's company (held in the store) and its config (server data). Inside the company
 * shell, which renders its pages only once that config has loaded.
 */
export function useCompany(): CompanyValue {
  const { companyId, language } = useContentAudience();
  // The shell owns the call (and its retries); this only reads what it loaded. Were it to
  // fetch too, a failed config would be asked again each time a reader mounts.
  const query = useQuery({
    ...companyQueries.config({ companyId, language }),
    enabled: false,
  });
  return {
    companyId,
    config: query.data ?? { companyId },
    isConfigError: failedWithoutData(query),
    retryConfig: () => void query.refetch(),
  };
}
