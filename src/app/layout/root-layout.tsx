import { useEffect, useLayoutEffect, useRef } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { focusPart, scrollToPart } from '@/components/reveal';
import { SCROLL_TO_ANCHOR_DELAY_MS } from '@/config/constants';
import { ANCHOR_ID, canonicalPath, routeCompany } from '@/config/routes';
import { linkedLanguage, resolveLanguage, searchWithoutLanguage } from '@/config/site';
import { useCtaClickTracking } from '@/features/analytics/use-cta-click-tracking';
import { selectCompanyId } from '@/features/company/company-slice';
import { pageNavigated } from '@/features/ui/heading-focus-slice';
import { enrolmentLinkFollowed } from '@/features/user/enrolment-slice';
import { enrollFromQuery } from '@/features/user/startup';
import { languageChanged, selectDomainName, selectLanguage } from '@/features/user/user-slice';
import { useAppDispatch, useAppSelector, useAppStore } from '../hooks';
import { RootFallbackScreen } from './fallback-screen';
import { useQaNoIndex } from './use-qa-no-index';

/** How many times, SCROLL_TO_ANCHOR_DELAY_MS apart, a hash's target is looked for. */
const ANCHOR_LOOKUPS = 30;

/** The hash is untrusted input: only a short plain id is ever looked up. */
function anchorTarget(hash: string): HTMLElement | null {
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
  if (!ANCHOR_ID.test(id)) return null;
  return document.getElementById(id);
}

/**
 * The page's moving parts settling: a link followed while an FAQ answer still unfolds scrolled
 * to where its target was then, short of where the growing answer pushed it. Only transitions
 * are waited for (an animation may never end: a loading placeholder's pulse); jsdom has none.
 */
function transitionsSettled(): Promise<unknown> {
  const running = 'getAnimations' in document ? document.getAnimations() : [];
  return Promise.allSettled(
    running
      .filter((animation) => animation instanceof CSSTransition)
      .map((animation) => animation.finished),
  );
}

/**
 * Around every route: a typed or pasted path sent to its one address, scroll and focus on
 * navigation, click analytics, no indexing of a QA address.
 */
export function RootLayout() {
  const { pathname, search, hash, key } = useLocation();
  const firstRender = useRef(true);

  const store = useAppStore();
  // A layout effect: it runs before any passive effect of the new page, so the page's heading
  // already knows a navigation happened when it mounts, and names the document after this.
  useLayoutEffect(() => {
    if (firstRender.current) firstRender.current = false;
    else {
      store.dispatch(pageNavigated());
      // Until the new page's heading names it (its content may be slow, or offline never come),
      // the document is the site's, not the last page's.
      document.title = selectDomainName(store.getState());
    }
    window.scrollTo(0, 0);
  }, [pathname, store]);

  useEffect(() => {
    if (!hash) return;
    // The target may be in content that is still loading (a link or a new tab opening an article
    // at its #video player): look again each delay until it appears, for a few seconds at most.
    let lookups = 0;
    let cancelled = false;
    const timer = setInterval(() => {
      lookups += 1;
      const target = anchorTarget(hash);
      if (target) {
        void transitionsSettled().then(() => {
          if (cancelled) return;
          scrollToPart(target);
          // An in-page link moves the focus with the view: the next Tab goes on from the target,
          // not from the link back at the top. The page may already have put the focus inside it
          // (the FAQ a link opens focuses its button).
          focusPart(target);
        });
      }
      if (target || lookups >= ANCHOR_LOOKUPS) clearInterval(timer);
    }, SCROLL_TO_ANCHOR_DELAY_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
    // The key too: following the same link again, after scrolling away, goes there again.
  }, [pathname, hash, key]);

  // A link followed inside the app may name a language (`?lang=es` in an article, as in a
  // sponsor's e-mail): it wins over the stored choice and is stored, as start-up does for the
  // first page (the page would otherwise stay in the old language until a reload).
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const languageInLink = linkedLanguage(search);
  useLayoutEffect(() => {
    if (languageInLink === null) return;
    dispatch(
      languageChanged(resolveLanguage({ query: languageInLink, stored: language, browser: [] })),
    );
  }, [dispatch, language, languageInLink]);

  // Likewise `e=` (an article or a hotspot pointing at the sponsor's page with `?e=1`): the
  // company the page shows starts (or, with `e=0`, ends) being an enrolling sponsor, as start-up
  // makes it for the first page; without a page load the enroll-only answers and labels would
  // never show.
  const canonical = canonicalPath(pathname);
  const linkedEnrolment = enrollFromQuery(new URLSearchParams(search));
  useLayoutEffect(() => {
    if (linkedEnrolment === undefined) return;
    const shown = routeCompany(canonical, selectCompanyId(store.getState())).companyId;
    dispatch(enrolmentLinkFollowed({ companyId: shown, isEnroll: linkedEnrolment }));
  }, [dispatch, store, canonical, linkedEnrolment]);

  useCtaClickTracking();
  useQaNoIndex(search);

  // The address then drops `lang=`, as start-up's does: left there, a reload would undo a later
  // switch of language.
  const kept = searchWithoutLanguage(search);
  if (canonical !== pathname || kept !== search) {
    return <Navigate to={`${canonical}${kept}${hash}`} replace />;
  }
  return (
    <ErrorBoundary FallbackComponent={RootFallbackScreen} resetKeys={[pathname]}>
      <Outlet />
    </ErrorBoundary>
  );
}
