import { REDUCED_MOTION_QUERY } from '@/config/constants';

/**
 * Scrolls a part of the page to the top of the view, below the sticky header (the page's scroll
 * padding), at once where the participant asks for reduced motion.
 */
export function scrollToPart(target: Element) {
  const reducedMotion = window.matchMedia(REDUCED_MOTION_QUERY).matches;
  target.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
}

/**
 * Moves the focus to a part of the page, as a skip link does: the next Tab goes on from there,
 * and a screen magnifier follows. A part that is not focusable (a heading, a section) becomes so
 * only while it has the focus, so a click inside it later does not focus it whole. The focus
 * already inside it stays where it is.
 */
export function focusPart(target: HTMLElement) {
  if (target.contains(document.activeElement)) return;
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
    target.addEventListener(
      'blur',
      () => {
        target.removeAttribute('tabindex');
      },
      { once: true },
    );
  }
  target.focus({ preventScroll: true });
}
