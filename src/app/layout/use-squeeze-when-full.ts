import { useLayoutEffect, type RefObject } from 'react';

/** Set on a bar whose parts, each kept to one line, do not fit: they may wrap between words. */
const SQUEEZED_ATTRIBUTE = 'data-squeezed';

/** A style for a part of the bar, once the bar is squeezed. */
export const WHEN_SQUEEZED = `[${SQUEEZED_ATTRIBUTE}] &`;

/**
 * Lets a bar's labels wrap only when, each on one line, they overflow it: a reader's own text
 * spacing (WCAG 1.4.12: wider letters, words and lines) made the desktop bar's labels longer than
 * a 1280 px screen, running the contribution button off it. Flex shrinks every part of a bar
 * together, so labels that may always wrap broke even where only the search field had to give
 * way. The bar is measured with its labels on one line whenever it or a part of it changes size
 * (the window, the language, fonts, the reader's spacing); the attribute is set on the element
 * directly, before paint, and a measure that ends as it began reports no new size: no loop.
 */
export function useSqueezeWhenFull(bar: RefObject<HTMLElement | null>, enabled: boolean) {
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element || !enabled) return undefined;
    const measure = () => {
      element.removeAttribute(SQUEEZED_ATTRIBUTE);
      if (element.scrollWidth > element.clientWidth + 1) {
        element.setAttribute(SQUEEZED_ATTRIBUTE, '');
      }
    };
    measure();
    // jsdom has no ResizeObserver (nor layout): there the one measure stands.
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const part of element.children) observer.observe(part);
    return () => {
      observer.disconnect();
      element.removeAttribute(SQUEEZED_ATTRIBUTE);
    };
  }, [bar, enabled]);
}
