import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { logger } from '@/lib/logger';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${String(error.status)} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return 'Unknown error';
}

/** SPEC.md "App shell": the screen shown when rendering a route throws. */
export function FallbackScreen() {
  const error = useRouteError();
  useEffect(() => {
    logger.error('Unexpected application error', { error: describe(error) });
  }, [error]);
  return (
    <Container component="main" sx={{ py: 10 }}>
      <Box sx={{ maxWidth: 640 }}>
        <Typography variant="h1" component="h1">
          Unexpected Application Error!
        </Typography>
        <Typography component="p" sx={{ mt: 2, fontFamily: 'monospace', color: 'text.secondary' }}>
          {describe(error)}
        </Typography>
        <Button variant="contained" href="/retirement" sx={{ mt: 4 }}>
          Return to homepage
        </Button>
      </Box>
    </Container>
  );
}
