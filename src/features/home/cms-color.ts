import { decomposeColor, recomposeColor } from '@mui/material/styles';

/**
 * A colour the CMS gave, as MUI reads it (hex, rgb or hsl) and writes it back: anything MUI
 * cannot read as a colour (CSS, url(...), junk) is dropped rather than styled with. So is what
 * MUI reads without a complaint but no browser draws ("#zzzzzz" comes back as rgb(NaN, NaN,
 * NaN), "#12" as rgb(17, 34)): the block lost its fill and kept the text picked for it, white
 * on the page's near-white. A translucent one is dropped too: the text is picked against the
 * colour alone, not what shows through it.
 */
export function cmsColor(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const color = decomposeColor(value.trim());
    const solid =
      (color.type === 'rgb' || color.type === 'hsl') &&
      color.values.length === 3 &&
      color.values.every(Number.isFinite);
    return solid ? recomposeColor(color) : undefined;
  } catch {
    return undefined;
  }
}
