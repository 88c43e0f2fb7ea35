import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';
import { LinkIcon } from './icons';

export const COPY_SUCCESS = 'Link copied!';
export const COPY_FAILURE = 'Failed to copy';
const MESSAGE_MS = 4000;

/**
 * Copies a page's address (SPEC.md section 8: "Link copied!" / "Failed to copy"), announced in
 * a polite status beside the button. `url` may be a function, read at the moment of the click.
 */
export function CopyLink({
  url,
  variant = 'outlined',
}: {
  url: string | (() => string);
  variant?: ButtonProps['variant'];
}) {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
    },
    [],
  );

  const copy = async () => {
    let ok = false;
    try {
      await navigator.clipboard.writeText(typeof url === 'function' ? url() : url);
      ok = true;
    } catch {
      // No clipboard (insecure context, permission denied): say so instead of failing silently.
    }
    setMessage(ok ? COPY_SUCCESS : COPY_FAILURE);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setMessage(null), MESSAGE_MS);
  };

  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <Button type="button" variant={variant} startIcon={<LinkIcon />} onClick={() => void copy()}>
        Copy link
      </Button>
      <Box
        component="span"
        role="status"
        sx={{
          fontWeight: 600,
          color: message === COPY_FAILURE ? 'error.main' : 'success.main',
          minWidth: 100,
        }}
      >
        {message}
      </Box>
    </Box>
  );
}
