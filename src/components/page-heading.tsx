import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useContext, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { HeadingFocusContext } from './heading-focus';
import { SiteNameContext } from './site-name';
import { sxList } from './sx-list';

type PageHeadingProps = Omit<TypographyProps<'h1'>, 'ref'> & {
  /** The page's name in the document title; defaults to the heading when it is plain text. */
  documentTitle?: string;
};

/**
 * A page's h1. It names the document (the page, then the site: a tab, a bookmark or a search
 * result reading only "FAQs" does not say which site it is), and after an in-app navigation it
 * takes focus, so screen-reader and keyboard users start on the new page (DESIGN.md section 7).
 */
export function PageHeading({ sx, documentTitle, ...props }: PageHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  const { pathname } = useLocation();
  const intl = useIntl();
  const siteName = useContext(SiteNameContext);
  const takesFocus = useContext(HeadingFocusContext);
  const page = documentTitle ?? (typeof props.children === 'string' ? props.children : undefined);
  const title =
    page === undefined || !siteName || page === siteName
      ? page
      : intl.formatMessage({ id: 'common.documentTitle' }, { page, siteName });
  // On the path, not only on mount: a page that shows another item in place (an article's Read
  // next, already loaded) keeps this heading, and the link that had the focus is gone.
  useEffect(() => {
    if (takesFocus()) ref.current?.focus({ preventScroll: true });
  }, [pathname, takesFocus]);
  // On the path too: the layout gives a new address the site's name until its page names it, and
  // a page kept in place for the new address (not-found after not-found) names it again.
  useEffect(() => {
    if (title) document.title = title;
  }, [title, pathname]);
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
