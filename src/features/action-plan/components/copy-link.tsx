import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';
import { LinkIcon } from '@/components/icons';

export const COPY_SUCCESS = 'Link copied!';
export const COPY_FAILURE = 'Failed to copy';
const MESSAGE_MS = 4000;

/** Copies the action plan's address (SPEC.md section 8: "Link copied!" / "Failed to copy"). */
export function CopyLink({ url }: { url: string }) {
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
      await navigator.clipboard.writeText(url);
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
      <Button variant="outlined" startIcon={<LinkIcon />} onClick={() => void copy()}>
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
