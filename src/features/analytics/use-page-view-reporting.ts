import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pushEvent } from '@/lib/analytics';

/** SPEC.md "Path rules": one page-view event per route change. */
export function usePageViewReporting() {
  const { pathname } = useLocation();
  useEffect(() => {
    pushEvent({
      event: 'Page Load Completed',
      page: { navigationPath: pathname, webPageType: 'SPA' },
    });
  }, [pathname]);
}
