import { usePageViewReporting } from './use-page-view-reporting';

/**
 * The page view of a page that reports its own (`pageReportsItsView`), as an element its page
 * renders once it knows it shows rather than redirects.
 */
export function PageViewReport() {
  usePageViewReporting('page');
  return null;
}
