import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { DEFAULT_COUNTRY } from '@/config/constants';
import { routeCompany } from '@/config/routes';
import { selectCompanyId } from '@/features/company/company-slice';
import { selectDomainName, selectLanguage, selectSegment } from '@/features/user/user-slice';
import { pushEvent } from '@/lib/analytics';
import { pageLoadEvent } from './page-load-event';

/** SPEC.md "Path rules": one page-load event per route change. */
export function usePageViewReporting() {
  const { pathname } = useLocation();
  const domainName = useAppSelector(selectDomainName);
  const language = useAppSelector(selectLanguage);
  const segment = useAppSelector(selectSegment);
  const heldCompanyId = useAppSelector(selectCompanyId);

  useEffect(() => {
    pushEvent(
      pageLoadEvent({
        origin: window.location.origin,
        pathname,
        // The page's company, as the shell will resolve it (it may not hold it yet).
        companyId: routeCompany(pathname, heldCompanyId).companyId,
        domainName,
        language,
        country: DEFAULT_COUNTRY,
        segment,
      }),
    );
    // One event per route change: later changes to the user's details wait for the next page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
