/**
 * The widest a paragraph of body text runs: at full column width a line held about 110
 * characters, and a reader's eye loses its place going back to the next one (WCAG 1.4.8 advises
 * 80 at most). In ch, so it follows the text's own size and the reader's text-size setting; a ch
 * is a zero's width, wider than the average letter: 70ch held 85 to 91 letters and spaces.
 */
export const READING_MEASURE = '60ch';
