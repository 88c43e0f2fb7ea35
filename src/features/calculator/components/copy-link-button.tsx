import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';

type CopyState = 'idle' | 'copied' | 'failed';

/** SPEC.md section 8 "Copy link": Link copied! or Failed to copy. */
export function CopyLinkButton({ url }: { url: () => string }) {
  const [state, setState] = useState<CopyState>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url());
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <Button type="button" variant="text" onClick={() => void copy()}>
        Copy link
      </Button>
      <Box
        component="span"
        role="status"
        sx={{ color: state === 'failed' ? 'error.main' : 'success.main', fontWeight: 600 }}
      >
        {state === 'copied' ? 'Link copied!' : state === 'failed' ? 'Failed to copy' : ''}
      </Box>
    </>
  );
}
