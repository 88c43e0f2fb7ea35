import type { SxProps, Theme } from '@mui/material/styles';

type SxItem = Exclude<SxProps<Theme>, readonly unknown[]>;

/** Lets a component merge its own styles with a caller's sx, which may be an array. */
export function sxList(sx: SxProps<Theme> | undefined): SxItem[] {
  if (sx === undefined) return [];
  return Array.isArray(sx) ? (sx as SxItem[]) : [sx as SxItem];
}
