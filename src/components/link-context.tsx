import { createContext, useContext } from 'react';

/**
 * The company that scopes relative links (SPEC.md "Path rules"). The shell provides it, so
 * links and CMS HTML need no company prop.
 */
export const LinkCompanyContext = createContext<string | undefined>(undefined);

export function useLinkCompany(): string {
  const company = useContext(LinkCompanyContext);
  if (company === undefined) throw new Error('useLinkCompany needs a LinkCompanyContext provider');
  return company;
}
