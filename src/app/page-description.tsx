import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { selectDomainName } from '@/features/user/user-slice';
import { useAppSelector } from './hooks';

/**
 * index.html's description (what a search result or a shared link's preview shows) in the page's
 * language and by the site's own name: written there once, in English and as RetireWell, for the
 * page before any script runs.
 */
export function PageDescription() {
  const siteName = useAppSelector(selectDomainName);
  const description = useIntl().formatMessage({ id: 'app.meta.description' }, { siteName });
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [description]);
  return null;
}
