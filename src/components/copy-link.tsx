import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';
import { LinkIcon } from './icons';
import { FormattedMessage, useIntl } from 'react-intl';

const MESSAGE_MS = 4000;

/**
 * Copies a page's address (SPEC.md section 8: "Link copied!" / "Failed to copy"), announced in
 * a polite status beside the button. "Link copied!" goes after a few seconds; "Failed to copy"
 * stays. `url` may be a function, read at the moment of the click.
 */
export function CopyLink({
  url,
  variant = 'outlined',
}: {
  url: string | (() => string);
  variant?: ButtonProps['variant'];
}) {
  const intl = useIntl();
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  // Screen readers announce what is added to a live region, not the same text set again: each
  // press renders its message as a new node, so a second copy is heard too.
  const [press, setPress] = useState(0);
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
    setOutcome(ok ? 'copied' : 'failed');
    setPress((count) => count + 1);
    clearTimeout(timer.current);
    // A failure stays until the next press: nothing else tells a participant who looked away
    // that the link is not on the clipboard.
    if (ok) timer.current = setTimeout(() => setOutcome(null), MESSAGE_MS);
  };

  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <Button type="button" variant={variant} startIcon={<LinkIcon />} onClick={() => void copy()}>
        <FormattedMessage id="common.copyLink.button" />
      </Button>
      <Box
        component="span"
        role="status"
        sx={{
          fontWeight: 600,
          color: outcome === 'failed' ? 'error.main' : 'success.main',
          minWidth: 100,
        }}
      >
        {outcome && (
          <span key={press}>
            {intl.formatMessage({
              id: outcome === 'copied' ? 'common.copyLink.success' : 'common.copyLink.failure',
            })}
          </span>
        )}
      </Box>
    </Box>
  );
}
