import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { cmsColor, textOn } from './cms-color';

describe('CMS colours', () => {
  it('keeps what MUI reads as a colour, and drops anything else', () => {
    expect(cmsColor('#0f2a3d')).toBe('rgb(15, 42, 61)');
    expect(cmsColor(' rgb(1, 2, 3) ')).toBe('rgb(1, 2, 3)');
    expect(cmsColor('red; background: url(x)')).toBeUndefined();
    expect(cmsColor('url(javascript:alert(1))')).toBeUndefined();
    expect(cmsColor(undefined)).toBeUndefined();
  });

  it.each(['#0f2a3d', '#ffffff', '#f5c542', '#1f6f50', '#4b5563'])(
    'picks readable text (WCAG AA, 4.5:1) on %s',
    (background) => {
      expect(getContrastRatio(textOn(background), background)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
