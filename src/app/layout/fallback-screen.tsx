import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import type { FallbackProps } from 'react-error-boundary';
import { RefreshIcon } from '@/components/icons';
import { logger } from '@/lib/logger';
import { FormattedMessage } from 'react-intl';

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
  return (
    <Container sx={{ py: 10 }}>
      <Box sx={{ maxWidth: 640 }}>
        <Typography variant="h1" component="h1">
          <FormattedMessage id="app.fallback.heading" />
        </Typography>
        <Typography component="p" sx={{ mt: 2, fontFamily: 'monospace', color: 'text.secondary' }}>
          {describe(error) ?? <FormattedMessage id="app.fallback.unknownError" />}
        </Typography>
        <Box sx={{ mt: 4, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          {/* A page whose code failed to arrive (a dropped connection) loads on the next try:
              lazyWithPreload asks for it again when the boundary renders it again. */}
          <Button variant="contained" startIcon={<RefreshIcon />} onClick={resetErrorBoundary}>
            <FormattedMessage id="common.error.tryAgain" />
          </Button>
          <Button variant="outlined" href="/retirement">
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
