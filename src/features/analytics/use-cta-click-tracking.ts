import { useEffect } from 'react';
import { NEW_TAB_HINT_ATTRIBUTE } from '@/components/new-tab-hint';
import { ctaClicked, pushEvent, toLinkName } from '@/lib/analytics';

const CLICKABLE = 'a[href], button, [role="button"]';

function positionOf(element: Element): string {
  const declared = element.closest('[data-link-position]')?.getAttribute('data-link-position');
  if (declared) return declared;
  if (element.closest('[role="dialog"]')) return 'dialog';
  if (element.closest('header')) return 'header';
  if (element.closest('footer')) return 'footer';
  return 'body';
}

/**
 * A control's own words: without the note that it opens a new tab (the same link was named
 * differently in each language, and an image link was named only by that note), and for an
 * image link, which has no words, its images' alternative text.
 */
function ownText(control: Element): string {
  const copy = control.cloneNode(true) as Element;
  for (const hint of copy.querySelectorAll(`[${NEW_TAB_HINT_ATTRIBUTE}]`)) hint.remove();
  const words = copy.textContent.trim();
  if (words) return words;
  return [...copy.querySelectorAll('img')].map((image) => image.alt).join(' ');
}

/**
 * SPEC.md "CTA Clicked" for every link and button the app renders, from one listener, so a
 * click is reported once: the name is the control's accessible label or text, never anything
 * a participant typed. A control may name its id and position with data-link-id and
 * data-link-position.
 */
export function useCtaClickTracking() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest(CLICKABLE) : null;
      if (!target) return;
      const customLinkName = toLinkName(target.getAttribute('aria-label') ?? ownText(target));
      if (!customLinkName) return;
      const href = target.getAttribute('href');
      pushEvent(
        ctaClicked({
          customLinkName,
          linkId:
            target.getAttribute('data-link-id') ??
            // A same-page link (`#main-content`, the skip link) has no path: its fragment.
            (target.id || (href ? href.split(/[?#]/)[0] || href : customLinkName)),
          linkPosition: positionOf(target),
        }),
      );
    };
    document.addEventListener('click', onClick, { capture: true });
    return () => {
      document.removeEventListener('click', onClick, { capture: true });
    };
  }, []);
}
