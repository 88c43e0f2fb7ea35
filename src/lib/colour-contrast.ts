import { darken, getContrastRatio, rgbToHex } from '@mui/material/styles';

/** WCAG AA for normal text (1.4.3); it also covers 3:1 for controls and their states (1.4.11). */
export const AA_TEXT_CONTRAST = 4.5;

/** WCAG 1.4.11: lines, shapes and markers that carry meaning read at 3:1 on what they sit on. */
export const AA_GRAPHICS_CONTRAST = 3;

/**
 * Text on a colour the app does not choose (a sponsor's brand, a CMS background): black or
 * white, whichever contrasts more. Pure black, not the page's ink: on a mid-tone (#808080) the
 * ink and white both read at about 4:1, black at 5.3:1; black or white always reaches 4.5:1.
 * MUI's default picks by a lower threshold and uses translucent black, which can miss AA too.
 */
export function contrastTextFor(color: string): string {
  return getContrastRatio(color, '#ffffff') >= getContrastRatio(color, '#000000')
    ? '#ffffff'
    : '#000000';
}

/**
 * A colour darkened in its own hue, step by step, until it reads at `ratio` on `background`; a
 * colour that already does is kept as sent. For a light background only (every page's is).
 */
export function readableOn(color: string, background: string, ratio: number): string {
  let shade = color;
  // darken(color, 1) is black, which reads on a light background: the loop always ends.
  for (let step = 1; getContrastRatio(shade, background) < ratio; step += 1) {
    shade = rgbToHex(darken(color, step / 20));
  }
  return shade;
}
