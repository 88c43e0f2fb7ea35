import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { contrastTextFor } from '@/lib/colour-contrast';
import { cmsColor } from './cms-color';

describe('CMS colours', () => {
  it('keeps what MUI reads as a colour, and drops anything else', () => {
    expect(cmsColor('#0f2a3d')).toBe('rgb(15, 42, 61)');
    expect(cmsColor(' rgb(1, 2, 3) ')).toBe('rgb(1, 2, 3)');
    expect(cmsColor('red; background: url(x)')).toBeUndefined();
    expect(cmsColor('url(javascript:alert(1))')).toBeUndefined();
    expect(cmsColor(undefined)).toBeUndefined();
  });

  // MUI reads these without throwing, as rgb(NaN, NaN, NaN) and the like, which the browser
  // drops: the hero lost its fill and kept white text on the page's near-white.
  it.each(['#zzzzzz', '#12', 'hsl(x)', 'rgb(a, b, c)', '#ffffff80', 'rgba(0, 0, 0, 0)'])(
    'drops %j, which is no solid colour',
    (value) => {
      expect(cmsColor(value)).toBeUndefined();
    },
  );

  it.each(['#0f2a3d', '#ffffff', '#f5c542', '#1f6f50', '#4b5563', '#808080', '#6e7f80'])(
    'picks readable text (WCAG AA, 4.5:1) on %s',
    (background) => {
      expect(getContrastRatio(contrastTextFor(background), background)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
