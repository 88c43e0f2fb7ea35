import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { LinkIcon } from './icons';
import { FormattedMessage, useIntl } from 'react-intl';

const MESSAGE_MS = 4000;

/**
 * Copies a page's address (SPEC.md section 8: "Link copied!" / "Failed to copy"), announced in
 * a polite status beside the button. "Link copied!" goes after a few seconds; "Failed to copy"
 * stays. `url` may be a function, read at the moment of the click. When the browser will not
 * copy, the link shows in a read-only field, focused and selected, to copy by hand.
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
  // The browser would not copy: the link stays on show after the message goes ("Failed to copy"
  // alone left a participant on an http page, or whose browser blocks the clipboard, no way to
  // share). It is the current one, so a calculator input changed since is in it too.
  const [manual, setManual] = useState(false);
  const manualField = useRef<HTMLInputElement>(null);
  const manualId = useId();
  useEffect(() => {
    manualField.current?.focus();
    manualField.current?.select();
  }, [manual, press]);
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
    setManual(!ok);
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
      {manual && (
        // A plain field, not MUI's TextField: that one brings Select, Menu and Popover, about
        // 13 kB gzip, onto the calculator's first view for a field few participants ever see.
        <Box sx={{ flexBasis: '100%', minWidth: 0 }}>
          <Box
            component="label"
            htmlFor={manualId}
            sx={{ display: 'block', typography: 'body2', color: 'text.secondary', mb: 0.5 }}
          >
            {intl.formatMessage({ id: 'common.copyLink.manual' })}
          </Box>
          <Box
            component="input"
            ref={manualField}
            id={manualId}
            readOnly
            spellCheck={false}
            value={typeof url === 'function' ? url() : url}
            onFocus={(event: FocusEvent<HTMLInputElement>) => {
              event.target.select();
            }}
            sx={{
              typography: 'body2',
              boxSizing: 'border-box',
              width: '100%',
              minHeight: 40,
              px: 1.5,
              py: 1,
              color: 'text.primary',
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'rgba(0, 0, 0, 0.42)',
              borderRadius: 1,
            }}
          />
        </Box>
      )}
    </Box>
  );
}
