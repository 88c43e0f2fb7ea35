import { appBarClasses } from '@mui/material/AppBar';
import { touchRippleClasses } from '@mui/material/ButtonBase';
import { toggleButtonClasses } from '@mui/material/ToggleButton';
import type { Localization } from '@mui/material/locale';
import {
  alpha,
  createTheme,
  darken,
  getContrastRatio,
  lighten,
  rgbToHex,
  type Theme,
} from '@mui/material/styles';
import {
  AA_GRAPHICS_CONTRAST,
  AA_TEXT_CONTRAST,
  contrastTextFor,
  readableOn,
} from '@/lib/colour-contrast';
import {
  FOCUS_OUTLINE_COLOR_VAR,
  FORCED_COLORS_QUERY,
  HEADER_HEIGHT,
  HEADER_PANEL_HEIGHT_VAR,
  MAX_PAGE_WIDTH,
  REDUCED_MOTION_QUERY,
} from '@/config/constants';

const DEFAULT_BRAND = { primary: '#0b4f6c', secondary: '#f2a541' };

/**
 * SPEC.md's breakpoints (0, 768, 1024, 1280 and 1920 px) in em, which a media query measures by
 * the browser's default text size (16 px unless the participant raised it), not the page's.
 * Chrome's "Large" text (20 px) makes every bar and column 1.25 times as wide, so each layout
 * needs 1.25 times the width: at 1280 px the desktop header ran 133 px off the screen, with the
 * language switch and the contribution button out of reach.
 */
const BREAKPOINTS_EM = { xs: 0, sm: 48, md: 64, lg: 80, xl: 120 };
/** `down()` ends a hundredth of a step below a breakpoint: 0.05 px at 16 px, as MUI's px step. */
const BREAKPOINT_STEP_EM = 5 / 16;

/** Taller than any phone held sideways (about 430 px), shorter than a laptop's window. */
const SHORT_SCREEN_MAX_HEIGHT = 500;

const HEX = /^#[0-9a-f]{6}$/i;

/** The page's background, a shade darker than the cards' white: what reads on it reads on both. */
const PAGE_BACKGROUND = '#f6f8fa';

/**
 * The primary colour as the pages draw it on their background: as text (links, overlines, the
 * active nav link, the calculator's income) and as controls (slider thumbs, progress bars, a
 * chosen answer's border). A light colour a sponsor may pick (a yellow, a turquoise, an orange)
 * read at 1.4:1 to 2.3:1 there: it is darkened in its own hue until it reads at AA.
 */
function readableOnPage(color: string): string {
  return readableOn(color, PAGE_BACKGROUND, AA_TEXT_CONTRAST);
}

/**
 * A contained button's fill under the pointer (MUI's `dark`, 30 % darker than `main`). Under
 * black text a darker fill lowers the contrast: Harbor & Pine's gold fell to 4.2:1 and Lumen
 * Health's orange to 3.1:1 on hover. It darkens only as far as the text still reads at AA.
 */
function hoverShade(color: string, text: string): string {
  for (let step = 6; step > 0; step -= 1) {
    const shade = rgbToHex(darken(color, step / 20));
    if (getContrastRatio(shade, text) >= AA_TEXT_CONTRAST) return shade;
  }
  return color;
}

/**
 * A slider's rail, the whole range the thumb moves along. MUI draws it in the primary colour at
 * 38 % opacity: 2:1 on the page for every sponsor, so the range's ends hardly showed (WCAG
 * 1.4.11). It keeps that tint, darkened in its own hue until it reads at 3:1.
 */
function sliderRailColour(primary: string): string {
  return readableOn(rgbToHex(lighten(primary, 0.62)), PAGE_BACKGROUND, AA_GRAPHICS_CONTRAST);
}

/**
 * What a participant's "increase contrast" setting (iOS, macOS, Windows: prefers-contrast: more)
 * asks of the page's own greys. Standard: outlines of cards and quiz answers at 1.2:1 on the page
 * (their text, not their edge, tells them), fields' at 1.7:1 (MUI's translucent black), secondary
 * text at 6.7:1. More: every outline at 3.8:1 and secondary text at 8.6:1 (AAA); the brand colours
 * stay as they are.
 */
const GREYS = {
  standard: { boundary: '#dde3e8', fieldOutline: 'rgba(0, 0, 0, 0.23)', textSecondary: '#4a5a66' },
  more: { boundary: '#737f8a', fieldOutline: '#737f8a', textSecondary: '#3d4a55' },
} as const;

declare module '@mui/material/styles' {
  interface Palette {
    /** A text field's outline at rest: MUI's own fields and the calculator's number fields. */
    fieldOutline: string;
  }
  interface PaletteOptions {
    fieldOutline?: string;
  }
}

export type ContrastPreference = keyof typeof GREYS;

/** A brand colour with its text (black or white) and its hover fill, both readable at AA. */
function brandColour(main: string) {
  const contrastText = contrastTextFor(main);
  return { main, dark: hoverShade(main, contrastText), contrastText };
}

/**
 * Per-company theme (SPEC.md section 9): breakpoints, 16 px base, spacing 8, the brand colours,
 * and MUI's own texts in the page's language (`localization`, none for English).
 */
export function createCompanyTheme(
  brand: { primary?: string; secondary?: string } = {},
  localization: Localization = {},
  contrast: ContrastPreference = 'standard',
): Theme {
  const primary = readableOnPage(
    brand.primary && HEX.test(brand.primary) ? brand.primary : DEFAULT_BRAND.primary,
  );
  // The secondary colour is a fill under its contrast text, never text on the page: a light one
  // stays as sent.
  const secondary =
    brand.secondary && HEX.test(brand.secondary) ? brand.secondary : DEFAULT_BRAND.secondary;
  const primaryColour = brandColour(primary);
  const ink = '#16232e';
  const greys = GREYS[contrast];
  // The keyboard focus outline: one dark colour on every company's pages (the base theme's global
  // rule, the one links show, is the only one rendered), never a company colour that may be too
  // light to show on white.
  const focusOutline = {
    outline: `3px solid var(${FOCUS_OUTLINE_COLOR_VAR}, ${DEFAULT_BRAND.primary})`,
    outlineOffset: 2,
  };

  return createTheme(
    {
      breakpoints: { values: BREAKPOINTS_EM, unit: 'em', step: BREAKPOINT_STEP_EM },
      spacing: 8,
      shape: { borderRadius: 12 },
      palette: {
        primary: primaryColour,
        secondary: brandColour(secondary),
        text: { primary: ink, secondary: greys.textSecondary },
        background: { default: PAGE_BACKGROUND, paper: '#ffffff' },
        divider: greys.boundary,
        fieldOutline: greys.fieldOutline,
        error: { main: '#b3261e' },
        success: { main: '#1e7b4f' },
      },
      typography: {
        htmlFontSize: 16,
        fontSize: 16,
        fontFamily:
          'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
        h1: {
          fontSize: 'clamp(2rem, 4vw, 2.75rem)',
          fontWeight: 700,
          lineHeight: 1.15,
          letterSpacing: '-0.01em',
        },
        h2: { fontSize: 'clamp(1.5rem, 3vw, 2rem)', fontWeight: 700, lineHeight: 1.2 },
        h3: { fontSize: '1.375rem', fontWeight: 700, lineHeight: 1.3 },
        h4: { fontSize: '1.2rem', fontWeight: 700, lineHeight: 1.35 },
        h5: { fontSize: '1.05rem', fontWeight: 700 },
        h6: { fontSize: '1rem', fontWeight: 700 },
        body1: { fontSize: '1rem', lineHeight: 1.6 },
        body2: { fontSize: '0.9375rem', lineHeight: 1.55 },
        button: { textTransform: 'none', fontWeight: 600, fontSize: '1rem' },
        // MUI's line height (2.66) set a wrapped overline's lines a line apart ("SU PERFIL DE /
        // JUBILACIÓN" at 390 px). The padding, (2.66 - 1.5) / 2 em, keeps a one-line overline as
        // tall as before; the compact ones set their own line height and no padding.
        overline: {
          fontWeight: 700,
          letterSpacing: '0.08em',
          lineHeight: 1.5,
          paddingBlock: '0.58em',
        },
      },
      components: {
        MuiCssBaseline: {
          styleOverrides: {
            // The sticky header covers the window's top: what the keyboard focuses (Shift+Tab up
            // a long page) and a #hash target scroll to below it, not under it (WCAG 2.4.11). It
            // is as tall as the header, which grows at lg with the desktop bar, and with the phone's
            // search panel while it is open (its focused controls hid under the taller header).
            html: {
              scrollPaddingTop: `calc(${String(HEADER_HEIGHT.mobile)}px + var(${HEADER_PANEL_HEIGHT_VAR}, 0px))`,
              [`@media (min-width:${String(BREAKPOINTS_EM.lg)}em)`]: {
                scrollPaddingTop: HEADER_HEIGHT.desktop,
              },
              // The header's own controls lie in that padding: browsers scrolled a page hundreds
              // of pixels up to "reveal" one whenever it took focus, though it never moves.
              [`&:has(.${appBarClasses.positionSticky}:focus-within)`]: { scrollPaddingTop: 0 },
            },
            // A word or address from the CMS longer than the screen breaks rather than widening
            // the page (anywhere, unlike break-word, also lets grid and flex items shrink).
            body: { WebkitFontSmoothing: 'antialiased', overflowWrap: 'anywhere' },
            ':focus-visible': focusOutline,
            // MUI's fades, slides and collapses and the pages' own transitions run in CSS: none
            // of them moves for a participant who asked for less motion. (Swiper alone waits for
            // a transition's end: the carousel turns its own slide speed to 0 on the same query.)
            // A printout (or a PDF) is read on paper, where browsers leave backgrounds out by
            // default: white text on a coloured box (a plan's step number, the footer, the
            // readiness bar) printed as nothing. Colours print as the screen shows them, and a
            // heading stays with what it introduces.
            '@media print': {
              html: { printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' },
              'h1, h2, h3, h4, h5, h6': { breakAfter: 'avoid' },
            },
            [`@media ${REDUCED_MOTION_QUERY}`]: {
              '*, *::before, *::after': {
                transitionDuration: '0s !important',
                transitionDelay: '0s !important',
                scrollBehavior: 'auto !important',
              },
              // MUI's focus ripple pulses for as long as a button has the keyboard focus (and its
              // click ripple swells): they stand still, the outline marking the focus alone.
              [`.${touchRippleClasses.root} *`]: { animation: 'none !important' },
            },
            // Forced colours drop the fill that alone told a pressed toggle (a quiz answer, a
            // topic filter, today's or future dollars) from the others: it takes the system's
            // selection colours, as a native selected item does. Important: each component's own
            // hover and selected rules are more specific and would put their (dropped) fill back.
            // Not adjusted: the system would paint its Canvas backplate behind the label, the
            // same colour as HighlightText, and blank it out.
            [`@media ${FORCED_COLORS_QUERY}`]: {
              '[aria-pressed="true"]': {
                forcedColorAdjust: 'none',
                backgroundColor: 'Highlight !important',
                color: 'HighlightText !important',
                borderColor: 'Highlight !important',
              },
            },
          },
        },
        MuiContainer: {
          defaultProps: { maxWidth: false },
          // In rem, as the breakpoints are in em: with a larger default text size the desktop
          // header, which fits 1280 px at 16 px, ran past a 1280 px column on a wider screen.
          styleOverrides: { root: { maxWidth: `${String(MAX_PAGE_WIDTH / 16)}rem` } },
        },
        // MUI's buttons (and its icon buttons, toggles and accordion headings) drop the browser's
        // outline for a focus ripple: a faint tint on a filled button, and nothing at all in
        // forced colours, which drop fills. They show the same outline as every link.
        MuiButtonBase: {
          styleOverrides: { root: { '&.Mui-focusVisible': focusOutline } },
        },
        // A switch's root clips what lies outside it: its thumb's outline is drawn inside.
        MuiSwitch: {
          styleOverrides: { switchBase: { '&.Mui-focusVisible': { outlineOffset: -3 } } },
        },
        MuiButton: {
          defaultProps: { disableElevation: true },
          styleOverrides: {
            root: {
              borderRadius: 999,
              paddingInline: 22,
              minHeight: 44,
              maxWidth: '100%',
              // Nothing on paper can be pressed: buttons and button-styled links (Calculate,
              // Copy link, Retake the quiz, the language switch) are left out of a printout.
              '@media print': { display: 'none' },
            },
            sizeSmall: { minHeight: 36, paddingInline: 14 },
            // A contained button is bounded by its fill alone, which forced colours drop: it
            // needs a border there to read as a button (WCAG 1.4.11).
            contained: {
              [`@media ${FORCED_COLORS_QUERY}`]: {
                border: '1px solid ButtonText',
                '&.Mui-disabled': { borderColor: 'GrayText' },
              },
            },
          },
        },
        MuiIconButton: {
          styleOverrides: { root: { '@media print': { display: 'none' } } },
        },
        MuiLink: {
          defaultProps: { underline: 'hover' },
        },
        // Forced colours drop fills: the filled part of a bar or slider vanished, or looked like
        // the empty part. System colours are kept, so both stay drawn and apart.
        MuiLinearProgress: {
          styleOverrides: {
            root: { [`@media ${FORCED_COLORS_QUERY}`]: { border: '1px solid CanvasText' } },
            bar: { [`@media ${FORCED_COLORS_QUERY}`]: { backgroundColor: 'CanvasText' } },
          },
        },
        MuiSlider: {
          styleOverrides: {
            // A slider's value is in the field above it; on paper the track only takes room.
            root: { '@media print': { display: 'none' } },
            rail: {
              backgroundColor: sliderRailColour(primary),
              opacity: 1,
              [`@media ${FORCED_COLORS_QUERY}`]: { backgroundColor: 'CanvasText' },
            },
            track: {
              [`@media ${FORCED_COLORS_QUERY}`]: {
                backgroundColor: 'Highlight',
                borderColor: 'Highlight',
              },
            },
            thumb: {
              [`@media ${FORCED_COLORS_QUERY}`]: {
                backgroundColor: 'Highlight',
                border: '2px solid CanvasText',
              },
              // The focused thumb's halo is a faint shadow, which forced colours drop: it takes
              // the outline every other control shows.
              '&.Mui-focusVisible': focusOutline,
            },
          },
        },
        // MUI marks the chosen toggle (today's or future dollars) with an 8 % tint of its colour:
        // 1.1:1 beside the other, told apart by the text's colour alone (WCAG 1.4.1, 1.4.11). It
        // is filled in the brand colour instead, as a contained button is.
        MuiToggleButton: {
          styleOverrides: {
            root: {
              [`&.${toggleButtonClasses.selected}`]: {
                backgroundColor: primaryColour.main,
                color: primaryColour.contrastText,
                '&:hover': { backgroundColor: primaryColour.dark },
              },
            },
          },
        },
        MuiPaper: {
          styleOverrides: { outlined: { borderColor: greys.boundary } },
        },
        MuiOutlinedInput: {
          styleOverrides: { notchedOutline: { borderColor: greys.fieldOutline } },
        },
        // A dialog or drawer stands apart from the page by its shadow alone, which forced colours
        // drop: its text ran into the page's outlines behind it.
        MuiDialog: {
          styleOverrides: {
            paper: {
              borderRadius: 16,
              [`@media ${FORCED_COLORS_QUERY}`]: { border: '1px solid CanvasText' },
            },
          },
        },
        // A dialog keeps its title and buttons in place and scrolls its body between them. On a
        // short screen (a phone held sideways, a window zoomed to 400%: 200 px tall) those two
        // took all the room and the body shrank to one line scrolling on its own: there the body
        // keeps its height and the whole dialog scrolls instead.
        MuiDialogContent: {
          styleOverrides: {
            root: {
              [`@media (max-height: ${String(SHORT_SCREEN_MAX_HEIGHT)}px)`]: {
                flex: '0 0 auto',
                overflowY: 'visible',
              },
            },
          },
        },
        MuiDrawer: {
          styleOverrides: {
            paper: { [`@media ${FORCED_COLORS_QUERY}`]: { border: '1px solid CanvasText' } },
          },
        },
        MuiChip: {
          styleOverrides: { root: { fontWeight: 600 } },
        },
        MuiAlert: {
          styleOverrides: { root: { borderRadius: 12 } },
        },
        MuiTooltip: {
          styleOverrides: { tooltip: { backgroundColor: alpha(ink, 0.92), fontSize: '0.875rem' } },
        },
      },
    },
    localization,
  );
}
