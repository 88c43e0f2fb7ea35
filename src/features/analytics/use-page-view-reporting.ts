import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { DEFAULT_COUNTRY } from '@/config/constants';
import { companyIdFromPath } from '@/config/paths';
import { pushEvent } from '@/lib/analytics';
import { pageLoadEvent } from './page-load-event';

/** SPEC.md "Path rules": one page-load event per route change. */
export function usePageViewReporting() {
  const { pathname } = useLocation();
  const domainName = useAppSelector((state) => state.user.domain.domainName);
  const language = useAppSelector((state) => state.user.language);
  const segment = useAppSelector((state) => state.user.segment);
  const storedCompany = useAppSelector((state) => state.company.companyId);

  useEffect(() => {
    const first = pathname.split('/').filter(Boolean)[0];
    const companyId =
      first === 'articles' || pathname.startsWith('/retirement/privacy')
        ? storedCompany
        : companyIdFromPath(pathname);
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
    // One event per route change: later changes to the user's details wait for the next page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
