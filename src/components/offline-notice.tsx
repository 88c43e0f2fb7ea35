import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import { onlineManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';
import { PoliteNotice } from './polite-notice';

/** Offline, with a query on screen that has no data yet: TanStack Query paused its first fetch. */
function isWaitingOffline(client: QueryClient) {
  return (
    !onlineManager.isOnline() &&
    client
      .getQueryCache()
      .findAll({ type: 'active' })
      .some(({ state }) => state.fetchStatus === 'paused' && state.data === undefined)
  );
}

/**
 * Above the page while it waits offline for data it has never had: its skeletons would otherwise
 * stay with no word of why. It goes when the connection is back (the paused queries resume then)
 * and shows nothing while online or when what the page shows is already loaded.
 */
export function OfflineNotice() {
  const client = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const fromCache = client.getQueryCache().subscribe(onChange);
      const fromNetwork = onlineManager.subscribe(onChange);
      return () => {
        fromCache();
        fromNetwork();
      };
    },
    [client],
  );
  const waiting = useSyncExternalStore(subscribe, () => isWaitingOffline(client));
  return (
    <PoliteNotice news={waiting}>
      {() => (
        <Container sx={{ py: 2 }}>
          <Alert severity="info" role="none">
            <FormattedMessage id="common.offline.waiting" />
          </Alert>
        </Container>
      )}
    </PoliteNotice>
  );
}
