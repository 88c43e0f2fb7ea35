import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import { PoliteNotice } from '@/components/polite-notice';
import type { MessageId } from '@/lib/i18n/message-ids';

/**
 * What a link did to the form: could not be read, so it shows the participant's own figures
 * ('own') or none yet ('empty'); or was read and replaced the figures typed in this tab
 * ('replaced').
 */
export type LinkNoticeShows = 'own' | 'empty' | 'replaced';

const MESSAGES: Record<LinkNoticeShows, MessageId> = {
  own: 'calculator.page.unreadableLink.own',
  empty: 'calculator.page.unreadableLink.empty',
  replaced: 'calculator.page.linkReplaced',
};

interface LinkNoticeProps {
  /** null: no link came, or it brought figures without replacing any typed here. */
  shows: LinkNoticeShows | null;
  onClose: () => void;
  /**
   * Puts back the figures a link replaced ('replaced' only); absent once the participant has
   * edited the link's, which it would throw away.
   */
  onRestore?: () => void;
}

/**
 * Above the form when a link changed what it shows, or could not (another version, or no
 * scenario at all): without it, a participant sent a scenario took the figures on screen for the
 * sender's, and one who pasted a link into the address bar lost what they had typed unawares.
 */
export function LinkNotice({ shows, onClose, onRestore }: LinkNoticeProps) {
  const intl = useIntl();
  return (
    // On the page from the start: this notice arrives with the page.
    <PoliteNotice news={shows} sx={{ maxWidth: 720 }}>
      {(shown) => (
        <Alert
          severity="info"
          role="none"
          onClose={onClose}
          closeText={intl.formatMessage({ id: 'common.error.close' })}
          sx={{ mb: 3 }}
        >
          <FormattedMessage id={MESSAGES[shown]} />
          {shown === 'replaced' && (
            // The first edit takes the button away but leaves its room: the notice shrinking moved
            // the form up under the participant's finger (40 px on a phone). Hidden, it is out of
            // the tab order and of what screen readers read.
            <Box sx={{ visibility: onRestore ? 'visible' : 'hidden' }}>
              <Button variant="text" size="small" onClick={onRestore} sx={{ ml: -1, mt: 0.5 }}>
                <FormattedMessage id="calculator.page.linkReplaced.restore" />
              </Button>
            </Box>
          )}
        </Alert>
      )}
    </PoliteNotice>
  );
}
