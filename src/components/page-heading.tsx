import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { sxList } from './sx-list';

let hasNavigated = false;
/** Whether the participant switched language since the last navigation. */
let languageSwitched = false;

/** Called by the router layout after an in-app navigation (not on the first load). */
export function markNavigated() {
  hasNavigated = true;
  languageSwitched = false;
}

/**
 * Called by the language switch. Some pages reload their content in the new language (a quiz
 * question, the home blocks) and so mount their heading again, for the same navigation: the
 * focus then stays on the switch, where the participant is.
 */
export function markLanguageSwitched() {
  languageSwitched = true;
}

type PageHeadingProps = Omit<TypographyProps<'h1'>, 'ref'> & {
  /** The document title; defaults to the heading when it is plain text. */
  documentTitle?: string;
};

/**
 * A page's h1. It names the document, and after an in-app navigation it takes focus, so
 * screen-reader and keyboard users start on the new page (DESIGN.md section 7).
 */
export function PageHeading({ sx, documentTitle, ...props }: PageHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  const { pathname } = useLocation();
  const title = documentTitle ?? (typeof props.children === 'string' ? props.children : undefined);
  // On the path, not only on mount: a page that shows another item in place (an article's Read
  // next, already loaded) keeps this heading, and the link that had the focus is gone.
  useEffect(() => {
    if (hasNavigated && !languageSwitched) ref.current?.focus({ preventScroll: true });
  }, [pathname]);
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  return (
    <Typography
      variant="h1"
      component="h1"
      tabIndex={-1}
      ref={ref}
      sx={[{ '&:focus': { outline: 'none' } }, ...sxList(sx)]}
      {...props}
    />
  );
}
