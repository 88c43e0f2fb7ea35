import Box from '@mui/material/Box';
import type { Breakpoint, SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { sxList } from '@/components/sx-list';

type Responsive<T> = T | Partial<Record<Breakpoint, T>>;

/** A list laid out as a responsive grid: screen readers still hear a list and its length. */
export function GridList({
  columns,
  gap,
  sx,
  children,
  'data-testid': testId,
}: {
  columns: Responsive<string>;
  gap: Responsive<number>;
  sx?: SxProps<Theme>;
  children: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <Box
      component="ul"
      data-testid={testId}
      sx={[
        {
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap,
          gridTemplateColumns: columns,
          // A column is never narrower than its item's content, and a picture that failed to load
          // is drawn as a box as wide as its width attribute: without this, one broken card
          // picture made the page scroll sideways on a phone. Items still wrap their own text.
          '& > li': { minWidth: 0 },
        },
        ...sxList(sx),
      ]}
    >
      {children}
    </Box>
  );
}
