import Box from '@mui/material/Box';
import { FormattedMessage } from 'react-intl';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element: jumps keyboard users past the header. */
export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      sx={{
        position: 'absolute',
        left: 16,
        // Out of sight whatever its height: at a fixed -100 px the link, on three lines at a
        // larger text size, showed its bottom over the header.
        bottom: '100%',
        zIndex: 2000,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        px: 2,
        py: 1,
        borderRadius: 1,
        fontWeight: 600,
        '&:focus': { top: 16, bottom: 'auto' },
      }}
    >
      <FormattedMessage id="app.skipLink" />
    </Box>
  );
}
