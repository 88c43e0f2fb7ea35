import Box from '@mui/material/Box';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ErrorBoundary } from 'react-error-boundary';
import { FormattedMessage } from 'react-intl';
import { ChunkLoadError } from '@/lib/lazy-with-preload';
import { logger } from '@/lib/logger';
import { useRetryOnReconnect } from '@/lib/online';
import { QueryError } from './query-error';

/** A dialog whose code loads on demand: while it is open, a failure to load stands in for it. */
export interface LazyDialogState {
  open: boolean;
  onClose: () => void;
}

/**
 * Around a part whose code loads on demand (lazyWithPreload): when that code does not arrive
 * (the connection dropped, or a deploy replaced the hashed chunk), the part says so in its place
 * with a retry, and the page with whatever the participant typed or read stays. Any other error
 * is the page's, as before: it goes on to the page's error screen.
 */
export function LazyPart({
  children,
  fallback = null,
  dialog,
}: {
  children: ReactNode;
  /** Shown while the code loads. */
  fallback?: ReactNode;
  /** For a dialog: the message floats over the page while the dialog is open, as it would. */
  dialog?: LazyDialogState;
}) {
  return (
    <ErrorBoundary
      // Opening the dialog again asks for its code again.
      resetKeys={[dialog?.open]}
      fallbackRender={({ error, resetErrorBoundary }) => {
        if (!(error instanceof ChunkLoadError)) throw error;
        if (!dialog) return <PartUnavailable error={error} onRetry={resetErrorBoundary} />;
        // Closed (Back, or its Close): nothing to show until it is opened again.
        if (!dialog.open) return null;
        return (
          <DialogUnavailable error={error} onRetry={resetErrorBoundary} onClose={dialog.onClose} />
        );
      }}
    >
      <Suspense fallback={fallback}>{children}</Suspense>
    </ErrorBoundary>
  );
}

function useReport(error: ChunkLoadError) {
  useEffect(() => {
    logger.error('Part of the page failed to load', { error: error.message });
  }, [error]);
}

function PartUnavailable({ error, onRetry }: { error: ChunkLoadError; onRetry: () => void }) {
  useReport(error);
  useRetryOnReconnect(onRetry);
  return (
    <QueryError
      compact
      onRetry={onRetry}
      message={<FormattedMessage id="app.fallback.chunkLoadError" />}
    />
  );
}

/**
 * A dialog would have taken the focus and given it back on closing: its stand-in does the same,
 * over the page (the header's button sits in a row with no room for a message beside it).
 */
function DialogUnavailable({
  error,
  onRetry,
  onClose,
}: {
  error: ChunkLoadError;
  onRetry: () => void;
  onClose: () => void;
}) {
  useReport(error);
  const box = useRef<HTMLDivElement>(null);
  // What had the focus when the dialog was asked for: its button.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  useEffect(() => {
    box.current?.querySelector('button')?.focus();
  }, []);
  const giveBack = () => {
    opener?.focus();
  };
  // Back online, the dialog opens as asked, as Try again would open it.
  useRetryOnReconnect(() => {
    giveBack();
    onRetry();
  });
  return createPortal(
    <Box
      ref={box}
      sx={{
        position: 'fixed',
        zIndex: 'snackbar',
        left: 16,
        right: 16,
        bottom: 16,
        mx: 'auto',
        maxWidth: 560,
        boxShadow: 6,
        borderRadius: 1,
        bgcolor: 'background.paper',
        '& .MuiAlert-root': { my: 0 },
      }}
    >
      <QueryError
        compact
        message={<FormattedMessage id="app.fallback.chunkLoadError" />}
        onRetry={() => {
          // The dialog gives the focus back to what had it when it opened: the button, not this.
          giveBack();
          onRetry();
        }}
        onClose={() => {
          giveBack();
          onClose();
        }}
      />
    </Box>,
    document.body,
  );
}
