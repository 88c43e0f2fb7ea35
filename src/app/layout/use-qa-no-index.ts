import { useEffect } from 'react';
import { isAllowListed } from '@/features/flags/flag-context';
import { uidFromQuery } from '@/features/user/startup';

/**
 * A QA address (`?uid=qa`) switches feature flags: a search engine that runs the page must not
 * index what QA sees there. By the address, not the tab's uid: links inside the app drop the
 * query, and those addresses are a participant's.
 */
export function useQaNoIndex(search: string) {
  const isQa = isAllowListed(uidFromQuery(new URLSearchParams(search).get('uid')));
  useEffect(() => {
    if (!isQa) return;
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex';
    document.head.append(robots);
    return () => {
      robots.remove();
    };
  }, [isQa]);
}
