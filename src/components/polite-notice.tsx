import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useValueAfterPaint } from './deferred';

interface PoliteNoticeProps<T> {
  /** What there is to tell; null, undefined or false: nothing, and the region stays empty. */
  news: T | null | undefined | false;
  /** The notice for the news as it was a task ago. */
  children: (news: T) => ReactNode;
  /** The region's own: it is on the page whether or not it has a notice in it. */
  sx?: SxProps<Theme>;
}

/**
 * A notice in a polite live region, like the rest of a page's news (an alert interrupts what is
 * being read). The region is on the page a task before its text: a screen reader often skips a
 * region that arrives with its text, and announces a text added to one already there once.
 */
export function PoliteNotice<T>({ news, children, sx }: PoliteNoticeProps<T>) {
  // Every kind of nothing is the same null, so a page with nothing to tell never renders twice;
  // 0 and '' are news.
  const shown = useValueAfterPaint(news === false || news == null ? null : news, null);
  return (
    <Box role="status" sx={sx}>
      {shown !== null && children(shown)}
    </Box>
  );
}
