import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { DEFAULT_COUNTRY } from '@/config/constants';
import { pageReportsItsView } from '@/config/routes';
import { selectCompanyId } from '@/features/company/company-slice';
import { selectDomainName, selectSegment } from '@/features/user/user-slice';
import { pushEvent } from '@/lib/analytics';
import { usePageLanguage } from '@/lib/i18n/i18n-provider';
import { pageLoadEvent } from './page-load-event';

/**
 * SPEC.md "Path rules": one page-load event per page shown, and again when the participant
 * switches its language (reports split page views by siteLanguage). Called by the shell once it
 * shows a page, so a URL that only redirects (a company link, an unknown company) is not counted.
 * A page that can redirect only once its data is in (`pageReportsItsView`) calls it itself, when
 * it shows: the shell leaves that page to it.
 */
export function usePageViewReporting(by: 'shell' | 'page') {
  const { pathname } = useLocation();
  const reports = by === 'page' || !pageReportsItsView(pathname);
  const domainName = useAppSelector(selectDomainName);
  // The language the page is shown in: English while the chosen one's texts cannot load.
  const language = usePageLanguage();
  const segment = useAppSelector(selectSegment);
  const companyId = useAppSelector(selectCompanyId);

  useEffect(() => {
    if (!reports) return;
    const report = () => {
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
    };
    report();
    // Back from the record keeper's site, the back/forward cache shows the page again without
    // loading it: counted as the load a browser without that copy makes, so views do not depend
    // on the browser's cache.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) report();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pageshow', onPageShow);
    };
    // Other changes to the user's details (a segment, say) wait for the next page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, language, reports]);
}
