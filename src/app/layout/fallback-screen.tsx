import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import type { FallbackProps } from 'react-error-boundary';
import { RefreshIcon } from '@/components/icons';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/config/routes';
import { selectCompanyId } from '@/features/company/company-slice';
import { ChunkLoadError } from '@/lib/lazy-with-preload';
import { logger } from '@/lib/logger';
import { useRetryOnReconnect } from '@/lib/online';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '../hooks';

function describe(error: unknown): string | undefined {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : undefined;
}

/**
 * SPEC.md "App shell": the screen shown when rendering throws. Inside the shell it replaces the
 * page only; at the root (the shell itself failed) it is the whole document's main content.
 */
export function FallbackScreen({ error, resetErrorBoundary }: FallbackProps) {
  useEffect(() => {
    logger.error('Unexpected application error', { error: describe(error) ?? 'Unknown error' });
  }, [error]);
  const chunkFailed = error instanceof ChunkLoadError;
  // A page whose code did not arrive offline loads by itself when the connection is back.
  useRetryOnReconnect(resetErrorBoundary, chunkFailed);
  const intl = useIntl();
  // The participant's own company, as the header's home link: /retirement alone is the default
  // company's home, which would leave a sponsor's participant on another brand and plan.
  const companyId = useAppSelector(selectCompanyId);
  return (
    <Container sx={{ py: 10 }}>
      <Box sx={{ maxWidth: 640 }}>
        {/* The page's heading: after a link it takes the focus and names the document, so a
            screen reader hears that the page failed instead of nothing on the old page. */}
        <PageHeading>{intl.formatMessage({ id: 'app.fallback.heading' })}</PageHeading>
        <Typography
          component="p"
          // The explanation is a sentence; only a raw error message reads as code.
          sx={{ mt: 2, fontFamily: chunkFailed ? undefined : 'monospace', color: 'text.secondary' }}
        >
          {chunkFailed ? (
            <FormattedMessage id="app.fallback.chunkLoadError" />
          ) : (
            (describe(error) ?? <FormattedMessage id="app.fallback.unknownError" />)
          )}
        </Typography>
        <Box sx={{ mt: 4, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          {/* A page whose code failed to arrive (a dropped connection) loads on the next try:
              lazyWithPreload asks for it again when the boundary renders it again. */}
          <Button variant="contained" startIcon={<RefreshIcon />} onClick={resetErrorBoundary}>
            <FormattedMessage id="common.error.tryAgain" />
          </Button>
          {/* After a deploy the old chunk is gone for good: only a reload fetches the new
              build (what the participant chose is in storage, so the page comes back as it was). */}
          {chunkFailed && (
            <Button
              variant="outlined"
              onClick={() => {
                window.location.reload();
              }}
            >
              <FormattedMessage id="app.fallback.reload" />
            </Button>
          )}
          <Button variant="outlined" href={paths.home(companyId)}>
            <FormattedMessage id="app.returnHome" />
          </Button>
        </Box>
      </Box>
    </Container>
  );
}

export function RootFallbackScreen(props: FallbackProps) {
  return (
    <main>
      <FallbackScreen {...props} />
    </main>
  );
}
