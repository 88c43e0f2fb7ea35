import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { sxList } from '@/components/sx-list';
import { KEEP_TOGETHER_IN_PRINT } from '@/config/constants';

/** A card of a grid: an optional picture on top, then a body that fills the card's height. */
export function MediaCard({
  media,
  children,
  sx,
}: {
  media?: ReactNode;
  children: ReactNode;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      component="article"
      sx={[
        {
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 4,
          overflow: 'hidden',
          ...KEEP_TOGETHER_IN_PRINT,
        },
        ...sxList(sx),
      ]}
    >
      {media}
      <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
        {children}
      </Box>
    </Box>
  );
}
