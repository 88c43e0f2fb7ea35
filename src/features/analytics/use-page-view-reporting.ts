import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { DEFAULT_COUNTRY } from '@/config/constants';
import { selectCompanyId } from '@/features/company/company-slice';
import { selectDomainName, selectLanguage, selectSegment } from '@/features/user/user-slice';
import { pushEvent } from '@/lib/analytics';
import { pageLoadEvent } from './page-load-event';

/**
 * SPEC.md "Path rules": one page-load event per page shown, and again when the participant
 * switches its language (reports split page views by siteLanguage). Called by the shell once it
 * shows a page, so a URL that only redirects (a company link, an unknown company) is not counted.
 */
export function usePageViewReporting() {
  const { pathname } = useLocation();
  const domainName = useAppSelector(selectDomainName);
  const language = useAppSelector(selectLanguage);
  const segment = useAppSelector(selectSegment);
  const companyId = useAppSelector(selectCompanyId);

  useEffect(() => {
    pushEvent(
      pageLoadEvent({
        origin: window.location.origin,
        pathname,
        companyId,
        domainName,
        language,
        country: DEFAULT_COUNTRY,
        segment,
      }),
    );
    // Other changes to the user's details (a segment, say) wait for the next page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, language]);
}
