import Box from '@mui/material/Box';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CALCULATOR_ACTIONS_ID, CALCULATOR_FORM_ID } from './calculator-form';

/** Under this height (a phone held sideways, a zoomed page) the bar would take the form's room. */
const ROOM_FOR_THE_BAR = '(min-height: 500px)';

/** Whether a bar of that height at the foot of the screen would cover part of the element. */
function covers(barHeight: number, element: HTMLElement): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  return barHeight > 0 && top < window.innerHeight && bottom > window.innerHeight - barHeight;
}

/**
 * The monthly income kept in sight while the form is worked on. The form is long: on a wide
 * screen its lower half (the match, Social Security's starting age) stands a screen below the
 * results, and on a phone the results start under the whole form, so a what-if tried there
 * changed a figure out of sight. A bar at the foot of the screen shows the figure while the form
 * is on screen and neither the results' own figure nor the page's footer is. Screen readers hear
 * the figures from the page's status region as they change: the bar repeats them for the eye
 * only, and holds no control. While it shows, the page's scroll padding keeps a field the
 * keyboard reaches from under it (WCAG 2.4.11), and it steps aside while the form's buttons pass
 * under it.
 */
export function IncomePeek({
  figure,
  headline,
  children,
}: {
  /** The results' own figure: the bar shows only while it is out of sight. */
  figure: HTMLElement | null;
  headline: string;
  /** The income and "a month". */
  children: ReactNode;
}) {
  const [inView, setInView] = useState({ form: false, figure: true, footer: false });
  useEffect(() => {
    const form = document.getElementById(CALCULATOR_FORM_ID);
    if (!figure || !form || typeof IntersectionObserver === 'undefined') return;
    // The page's end: there the bar would cover its last lines for good, with no more page to
    // scroll them out from under it.
    const footer = document.querySelector('footer');
    const observer = new IntersectionObserver((entries) => {
      const seen: Partial<typeof inView> = {};
      for (const entry of entries) {
        const part = entry.target === form ? 'form' : entry.target === figure ? 'figure' : 'footer';
        seen[part] = entry.isIntersecting;
      }
      setInView((current) => ({ ...current, ...seen }));
    });
    for (const part of [form, figure, footer]) if (part) observer.observe(part);
    return () => {
      observer.disconnect();
    };
  }, [figure]);
  const wanted = inView.form && !inView.figure && !inView.footer;

  const bar = useRef<HTMLDivElement>(null);
  // With a large text size the bar took a quarter of a phone's screen, over the fields being typed
  // in: where it would take more than a fifth it steps aside, before it paints, while the results
  // stay on the page.
  const [tooTall, setTooTall] = useState(false);
  // A page scrolled to the form's foot had Calculate half under the bar, on a phone and on a
  // computer alike: the bar steps aside while the buttons are where it stands. Its height is the
  // one it had when last shown, since it has none while aside.
  const [overButtons, setOverButtons] = useState(false);
  const barHeight = useRef(0);
  const shown = wanted && !tooTall && !overButtons;
  useEffect(() => {
    const actions = document.getElementById(CALCULATOR_ACTIONS_ID);
    if (!wanted || !actions) return;
    const check = () => {
      setOverButtons(covers(barHeight.current, actions));
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [wanted]);
  useLayoutEffect(() => {
    const height = bar.current?.offsetHeight ?? 0;
    if (!shown || height === 0) return;
    if (height > window.innerHeight / 5) {
      setTooTall(true);
      return;
    }
    barHeight.current = height;
    const actions = document.getElementById(CALCULATOR_ACTIONS_ID);
    if (actions && covers(height, actions)) {
      setOverButtons(true);
      return;
    }
    const root = document.documentElement;
    root.style.scrollPaddingBottom = `${String(height + 8)}px`;
    return () => {
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [shown]);

  // On the document's body: fixed to the screen whatever the results' boxes become, and out of
  // the results' region, which holds each figure once.
  return createPortal(
    <Box
      ref={bar}
      aria-hidden="true"
      data-testid="income-peek"
      sx={{
        display: shown ? 'flex' : 'none',
        [`@media not ${ROOM_FOR_THE_BAR}`]: { display: 'none' },
        displayPrint: 'none',
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        // Under the header's menus and dialogs, over the page.
        zIndex: 'appBar',
        flexWrap: 'wrap',
        alignItems: 'baseline',
        justifyContent: 'center',
        columnGap: 1.5,
        px: 2,
        pt: 1.25,
        pb: 'calc(10px + env(safe-area-inset-bottom, 0px))',
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        boxShadow: '0 -4px 12px rgba(0, 0, 0, 0.08)',
      }}
    >
      {/* Only while shown: the page's text holds the figure once, for whatever reads it. */}
      {shown && (
        <>
          <Box component="span" sx={{ typography: 'body2', color: 'text.secondary' }}>
            {headline}
          </Box>
          <Box
            component="span"
            sx={{ fontWeight: 700, color: 'primary.main', fontSize: '1.25rem' }}
          >
            {children}
          </Box>
        </>
      )}
    </Box>,
    document.body,
  );
}
