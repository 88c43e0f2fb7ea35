import { useEffect } from 'react';
import { ctaClicked, pushEvent, toLinkName } from '@/lib/analytics';

const CLICKABLE = 'a[href], button, [role="button"]';

function positionOf(element: Element): string {
  if (element.closest('[role="dialog"]')) return 'dialog';
  if (element.closest('header')) return 'header';
  if (element.closest('footer')) return 'footer';
  return 'body';
}

/**
 * SPEC.md "CTA Clicked" for every link and button the app renders, from one listener: the
 * name is the control's accessible label or text, never anything a participant typed.
 */
export function useCtaClickTracking() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest(CLICKABLE) : null;
      if (!target) return;
      const customLinkName = toLinkName(target.getAttribute('aria-label') ?? target.textContent);
      if (!customLinkName) return;
      const href = target.getAttribute('href');
      pushEvent(
        ctaClicked({
          customLinkName,
          linkId: target.id || (href ? (href.split(/[?#]/)[0] ?? '') : customLinkName),
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
