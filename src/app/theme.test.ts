import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { companyConfigs } from '../../mocks/fixtures/company/configs';
import { chartColours } from '@/features/calculator/components/balance-chart';
import { contrastTextFor } from '@/lib/colour-contrast';
import { createCompanyTheme } from './theme';

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
        // A contained button's fill under the pointer.
        expect(getContrastRatio(colour.dark, colour.contrastText)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  // What a sponsor may send: light, saturated and pale colours, and dark ones.
  const SPONSOR_COLOURS = ['#FFD700', '#40E0D0', '#F5F5F5', '#FF8C00', '#0A1F44', '#1f4e3d'];
  const PAGE_BACKGROUNDS = ['#ffffff', '#f6f8fa'];

  it.each(SPONSOR_COLOURS)(
    'draws %s as text, links and controls at WCAG AA on the page, and fills under AA text',
    (colour) => {
      for (const brand of [{ primary: colour }, { secondary: colour }]) {
        const { palette } = createCompanyTheme(brand);
        // Links, overlines, the active nav link and the calculator's income are primary.main
        // text on the page; slider thumbs, progress bars and chosen answers' borders are too.
        for (const background of PAGE_BACKGROUNDS) {
          expect(getContrastRatio(palette.primary.main, background)).toBeGreaterThanOrEqual(4.5);
        }
        for (const colours of [palette.primary, palette.secondary]) {
          for (const fill of [colours.main, colours.dark]) {
            expect(getContrastRatio(fill, colours.contrastText)).toBeGreaterThanOrEqual(4.5);
          }
        }
      }
    },
  );

  it('keeps a brand colour that already reads on the page as the sponsor sent it', () => {
    expect(createCompanyTheme({ primary: '#1f4e3d' }).palette.primary.main).toBe('#1f4e3d');
    expect(createCompanyTheme({ secondary: '#FFD700' }).palette.secondary.main).toBe('#FFD700');
  });

  it('darkens a light brand colour in its own hue, not to black', () => {
    const { main } = createCompanyTheme({ primary: '#FFD700' }).palette.primary;
    expect(main).toMatch(/^#[0-9a-f]{6}$/);
    expect(main).not.toBe('#000000');
    const [red = 0, green = 0, blue = 0] = [1, 3, 5].map((at) =>
      parseInt(main.slice(at, at + 2), 16),
    );
    expect(red).toBeGreaterThan(blue);
    expect(green).toBeGreaterThan(blue);
  });

  // A string from the CMS that is no colour at all.
  it.each(['blue-ish', '#GGG', 'rgb(300,0,0)', '', '#FFD70'])(
    'falls back to the default brand for %j',
    (colour) => {
      const { palette } = createCompanyTheme({ primary: colour, secondary: colour });
      expect(palette.primary.main).toBe('#0b4f6c');
      expect(palette.secondary.main).toBe('#f2a541');
    },
  );

  it('picks black on a light or mid-tone colour and white on a dark one', () => {
    expect(contrastTextFor('#e4572e')).toBe('#000000');
    expect(contrastTextFor('#0b4f6c')).toBe('#ffffff');
  });
});

// WCAG 1.4.11: the two plans' lines (and their legend swatches, drawn in the same colours) tell
// the plans apart: each reads at 3:1 on the card's white and on the page's grey, for any brand.
describe('balance chart colours in a company theme', () => {
  it.each([
    ['a yellow secondary', { secondary: '#FFD700' }],
    ['a light-cyan secondary', { secondary: '#7fdbff' }],
    ['a white secondary', { secondary: '#ffffff' }],
    ['a yellow primary', { primary: '#FFD700' }],
    ['the default brand', {}],
  ])('reads at 3:1 with %s', (_name, brand) => {
    const { palette } = createCompanyTheme(brand);
    const colours = chartColours(palette);
    for (const line of [colours.current, colours.increased, colours.ink]) {
      expect(getContrastRatio(line, palette.background.paper)).toBeGreaterThanOrEqual(3);
      expect(getContrastRatio(line, palette.background.default)).toBeGreaterThanOrEqual(3);
    }
  });

  it('keeps a secondary shade that already reads as it was', () => {
    const { palette } = createCompanyTheme();
    expect(chartColours(palette).increased).toBe(palette.secondary.dark);
  });
});

// WCAG 1.4.11: a control's parts and its state read at 3:1 on what they sit on, for any brand.
describe('controls in a company theme', () => {
  const BRANDS = [
    ...Object.values(companyConfigs).map((config) => config.primaryColor),
    '#FFD700',
    '#40E0D0',
    '#F5F5F5',
    '#0A1F44',
  ];
  const css = (style: unknown) => style as Record<string, unknown>;

  it.each(BRANDS)('draws a slider’s rail at 3:1 on the page with %s', (brand) => {
    const theme = createCompanyTheme({ primary: brand });
    const rail = css(theme.components?.MuiSlider?.styleOverrides?.rail);
    // MUI's own rail is the primary colour at 38 % opacity.
    expect(rail.opacity).toBe(1);
    for (const background of [theme.palette.background.paper, theme.palette.background.default]) {
      expect(getContrastRatio(String(rail.backgroundColor), background)).toBeGreaterThanOrEqual(3);
    }
  });

  it.each(BRANDS)('fills a chosen toggle at 3:1 beside the others with %s', (brand) => {
    const theme = createCompanyTheme({ primary: brand });
    const root = css(theme.components?.MuiToggleButton?.styleOverrides?.root);
    const selected = css(root['&.Mui-selected']);
    const fill = String(selected.backgroundColor);
    // The unchosen toggle is the card's white.
    expect(getContrastRatio(fill, theme.palette.background.paper)).toBeGreaterThanOrEqual(3);
    expect(getContrastRatio(fill, String(selected.color))).toBeGreaterThanOrEqual(4.5);
    const hover = String(css(selected['&:hover']).backgroundColor);
    expect(getContrastRatio(hover, String(selected.color))).toBeGreaterThanOrEqual(4.5);
  });
});

describe('a company theme for a participant who asks for more contrast', () => {
  it('draws outlines at 3:1 and secondary text at 7:1 on the page and on cards', () => {
    const theme = createCompanyTheme({}, {}, 'more');
    const { background, divider, fieldOutline, text } = theme.palette;
    for (const surface of [background.default, background.paper]) {
      expect(getContrastRatio(divider, surface)).toBeGreaterThanOrEqual(3);
      expect(getContrastRatio(fieldOutline, surface)).toBeGreaterThanOrEqual(3);
      expect(getContrastRatio(text.secondary, surface)).toBeGreaterThanOrEqual(7);
    }
  });

  it('keeps the sponsor’s colours as they are', () => {
    const brand = { primary: '#1f4e3d', secondary: '#c8963e' };
    const more = createCompanyTheme(brand, {}, 'more').palette;
    const standard = createCompanyTheme(brand).palette;
    expect([more.primary, more.secondary]).toEqual([standard.primary, standard.secondary]);
  });
});

describe('overlines', () => {
  it('set a wrapped overline’s lines as close as body text’s, not a line apart', () => {
    const { typography } = createCompanyTheme();
    // "SU PERFIL DE / JUBILACIÓN" wraps at 390 px: with MUI's 2.66 its lines stood 32 px apart.
    expect(Number(typography.overline.lineHeight)).toBeLessThanOrEqual(
      Number(typography.body1.lineHeight),
    );
  });
});
