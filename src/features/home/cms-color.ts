import { decomposeColor, getContrastRatio, recomposeColor } from '@mui/material/styles';

const DARK_TEXT = '#16232e';
const LIGHT_TEXT = '#ffffff';

/**
 * A colour the CMS gave, as MUI reads it (hex, rgb or hsl) and writes it back: anything MUI
 * cannot read as a colour (CSS, url(...), junk) is dropped rather than styled with.
 */
export function cmsColor(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return recomposeColor(decomposeColor(value.trim()));
  } catch {
    return undefined;
  }
}

/** Text that stays readable on a background the CMS chose: whichever contrasts more. */
export function textOn(background: string): string {
  return getContrastRatio(DARK_TEXT, background) >= getContrastRatio(LIGHT_TEXT, background)
    ? DARK_TEXT
    : LIGHT_TEXT;
}
