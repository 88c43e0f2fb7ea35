/** Business constants of SPEC.md section 9 and DESIGN.md. */
export const DEFAULT_COMPANY_ID = 'generic';
export const DEFAULT_SEGMENT = 'g';
export const DEFAULT_LANGUAGE = 'en-US';
export const DEFAULT_CONTENT_LANGUAGE = 'en';
export const DEFAULT_COUNTRY = 'us';
export const DEFAULT_ANIMAL = 'default';

export const ANIMALS = ['rabbit', 'lynx', 'fox', 'elk', 'owl'] as const;
export type Animal = (typeof ANIMALS)[number];

export function isAnimal(value: unknown): value is Animal {
  return typeof value === 'string' && (ANIMALS as readonly string[]).includes(value);
}

/** SPEC.md section 9: the single-letter segment value of each animal. */
export const ANIMAL_SEGMENT: Record<Animal, string> = {
  rabbit: 'o',
  lynx: 'o',
  fox: 'k',
  elk: 's',
  owl: 'j',
};

export const QUIZ_NAVIGATION_DELAY_MS = 500;
export const SCROLL_TO_ANCHOR_DELAY_MS = 100;

/** The participant asked their system for less motion: slides, drawers and scrolls jump. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * The colour of the keyboard focus outline (the theme's default is a dark blue). A
 * section with a dark or brand-coloured background sets it to its own text colour: the outline
 * must stand out from what is next to it (WCAG 1.4.11).
 */
export const FOCUS_OUTLINE_COLOR_VAR = '--focus-outline-color';

/** The participant asked their system for more contrast (iOS, macOS, Windows "increase contrast"). */
export const MORE_CONTRAST_QUERY = '(prefers-contrast: more)';

/** Windows High Contrast and other forced-colour themes: the system drops fills and shadows. */
export const FORCED_COLORS_QUERY = '(forced-colors: active)';

/**
 * On paper a page break must not cut a card or a what-if in two, its heading on one sheet and its
 * text on the next. (Only for parts shorter than a page: a taller one would leave a blank sheet.)
 */
export const KEEP_TOGETHER_IN_PRINT = { '@media print': { breakInside: 'avoid' } } as const;

export const SITE_VARIANTS = {
  retirewell: { label: 'RetireWell' },
  myretirement: { label: 'MyRetirement' },
} as const;
export type SiteVariant = keyof typeof SITE_VARIANTS;

export const HEADER_HEIGHT = { mobile: 80, desktop: 100 } as const;
/**
 * The height of what opens below the sticky bar and sticks with it (the phone's search panel),
 * set on the root element while it shows: the page's scroll padding adds it to the bar's.
 */
export const HEADER_PANEL_HEIGHT_VAR = '--header-panel-height';
export const MAX_PAGE_WIDTH = 1280;
export const NOT_FOUND_MOBILE_BREAKPOINT = 520;

/** Feature-flag allow-list (SPEC.md section 6): only these uids are not anonymous. */
export const FLAG_ALLOW_LIST = ['qa'] as const;

/**
 * SPEC.md "Contribution button": for this company the contribution button shows only an
 * informational notice; its plan changes contributions through the HR benefits office.
 */
export const INFORMATIONAL_NOTICE_COMPANY_ID = 'lumenhealth';
