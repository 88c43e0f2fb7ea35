import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { FormattedMessage, useIntl } from 'react-intl';
import { useValueAfterPaint } from '@/components/deferred';

/** What the form shows instead of a link's figures: the participant's own, or none yet. */
export type UnreadableLinkShows = 'own' | 'empty';

interface UnreadableLinkNoticeProps {
  /** What the form shows instead of the link's figures; null: the link was read, or none came. */
  shows: UnreadableLinkShows | null;
  onClose: () => void;
}

/**
 * Above the form when a link's fragment could not be read (another version, or no scenario at
 * all): without it, a participant sent a scenario took the figures on screen for the sender's.
 */
export function UnreadableLinkNotice({ shows, onClose }: UnreadableLinkNoticeProps) {
  const intl = useIntl();
  // The live region is on the page a task before its text: a screen reader often skips a region
  // that arrives with its text, and this one arrives with the page.
  const shown = useValueAfterPaint(shows, null);
  return (
    <Box role="status" sx={{ maxWidth: 720, mb: shown ? 3 : 0 }}>
      {shown && (
        // Not an alert: polite, like the rest of the page's news.
        <Alert
          severity="info"
          role="none"
          onClose={onClose}
          closeText={intl.formatMessage({ id: 'common.error.close' })}
        >
          <FormattedMessage
            id={
              shown === 'own'
                ? 'calculator.page.unreadableLink.own'
                : 'calculator.page.unreadableLink.empty'
            }
          />
        </Alert>
      )}
    </Box>
  );
}
