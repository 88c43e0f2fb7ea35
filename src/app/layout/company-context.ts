import { createContext, useContext } from 'react';
import type { CompanyConfig } from '@/features/company/types';

export interface CompanyContextValue {
  companyId: string;
  config: CompanyConfig;
}

export const CompanyContext = createContext<CompanyContextValue | undefined>(undefined);

/** The page's company and its config, for route modules inside the shell. */
export function useCompany(): CompanyContextValue {
  const value = useContext(CompanyContext);
  if (!value) throw new Error('useCompany must be used inside the company shell');
  return value;
}
