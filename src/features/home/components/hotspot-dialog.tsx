import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { CloseIcon } from '@/components/icons';
import { SafeHtml } from '@/components/safe-html';
import type { Hotspot } from '../types';
import { useModalLoadEvent } from '@/components/use-modal-load-event';
import { useIntl } from 'react-intl';

/** SPEC.md "Hotspot block": side dialogs have a maximum width of 750 on desktop. */
const HOTSPOT_DIALOG_MAX_WIDTH = 750;

/** The side dialog a hotspot opens. Loaded on first use, so the home page ships without it. */
export function HotspotDialog({
  open,
  hotspot,
  label,
  number,
  onClose,
}: {
  open: boolean;
  /** The hotspot shown, also while the closed dialog slides away. */
  hotspot: Hotspot | undefined;
  /** The dialog's title: the hotspot's label, or its numbered stand-in when it has none. */
  label: string;
  number: number;
  onClose: () => void;
}) {
  const intl = useIntl();
  const titleId = useId();
  const shown = open && hotspot !== undefined;
  useModalLoadEvent(shown, label);
  return (
    <Drawer
      anchor="right"
      open={shown}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: '100%', maxWidth: { xs: '100%', sm: HOTSPOT_DIALOG_MAX_WIDTH } },
        },
      }}
    >
      {hotspot && (
        <Box sx={{ p: { xs: 3, md: 5 } }}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, mb: 3 }}>
            {hotspot.showNumber && (
              <Box
                aria-hidden
                sx={{
                  flex: '0 0 auto',
                  width: 40,
                  height: 40,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 700,
                }}
              >
                {number}
              </Box>
            )}
            <Typography id={titleId} variant="h3" component="h2" sx={{ flex: 1, pt: 0.5 }}>
              {label}
            </Typography>
            <IconButton
              aria-label={intl.formatMessage({ id: 'home.hotspot.close' })}
              onClick={onClose}
              edge="end"
            >
              <CloseIcon />
            </IconButton>
          </Box>
          <SafeHtml html={hotspot.content} sx={{ fontSize: '1.05rem' }} />
        </Box>
      )}
    </Drawer>
  );
}
