import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { companyConfigs } from '../../mocks/fixtures/company/configs';
import { contrastTextFor, createCompanyTheme } from './theme';

describe('company theme', () => {
  it.each(Object.entries(companyConfigs))(
    'gives %s brand colours text that meets WCAG AA',
    (_, config) => {
      const { palette } = createCompanyTheme({
        primary: config.primaryColor,
        secondary: config.secondaryColor,
      });
      for (const colour of [palette.primary, palette.secondary]) {
        expect(getContrastRatio(colour.main, colour.contrastText)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('picks black on a light or mid-tone colour and white on a dark one', () => {
    expect(contrastTextFor('#e4572e')).toBe('#000000');
    expect(contrastTextFor('#0b4f6c')).toBe('#ffffff');
  });
});
