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
        { listStyle: 'none', m: 0, p: 0, display: 'grid', gap, gridTemplateColumns: columns },
        ...sxList(sx),
      ]}
    >
      {children}
    </Box>
  );
}
