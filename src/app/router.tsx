import type { ComponentType, ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { matchRoute, paths, routeCompany, ROUTES, type RouteId } from '@/config/routes';
import { companyQueries } from '@/features/company/api/company-queries';
import { selectCompanyId } from '@/features/company/company-slice';
import { selectLanguage } from '@/features/user/user-slice';
import { lazyWithPreload, type PreloadableComponent } from '@/lib/lazy-with-preload';
import { CompanyShell } from './layout/company-shell';
import { RootLayout } from './layout/root-layout';
import { NotFoundPage } from './routes/not-found';
import {
  prefetchActionPlan,
  prefetchArticle,
  prefetchCalculator,
  prefetchFaqs,
  prefetchHome,
  prefetchQuiz,
  prefetchSearch,
  type Prefetch,
  type PrefetchContext,
} from './routes/prefetch';

interface Page {
  Component: PreloadableComponent<object>;
  prefetch?: Prefetch;
}

/** A page's lazy chunk, and what to fetch for it at start-up. */
function page(load: () => Promise<{ Component: ComponentType }>, prefetch?: Prefetch): Page {
  return { Component: lazyWithPreload(load, (module) => module.Component), prefetch };
}

const Home = page(() => import('./routes/home'), prefetchHome);
const QuizWelcome = page(() => import('./routes/quiz-welcome'), prefetchQuiz);
const QuizQuestion = page(() => import('./routes/quiz-question'), prefetchQuiz);
const Article = page(() => import('./routes/article'), prefetchArticle);
const Community = page(() => import('./routes/community'));

/** The page each route of the route table shows. */
const PAGES: Partial<Record<RouteId, Page>> = {
  defaultHome: Home,
  privacy: page(() => import('./routes/privacy')),
  home: Home,
  quiz: QuizWelcome,
  actionPlan: page(() => import('./routes/action-plan'), prefetchActionPlan),
  quizStep: QuizQuestion,
  faqs: page(() => import('./routes/faqs'), prefetchFaqs),
  sitemap: page(() => import('./routes/sitemap')),
  storedArticle: Article,
  calculator: page(() => import('./routes/calculator'), prefetchCalculator),
  getTheFacts: page(() => import('./routes/get-the-facts')),
  article: Article,
  makeAChange: page(() => import('./routes/make-a-change')),
  contactUs: page(() => import('./routes/contact-us')),
  targetDate: page(() => import('./routes/target-date')),
  search: page(() => import('./routes/search'), prefetchSearch),
  grammyMajor: Community,
  latinGrammy: Community,
  hispanic: Community,
};

/**
 * `/`, `/:company` and `/:company/faqs` send the user to the /retirement page (DESIGN.md section
 * 2), with the query and the fragment: a shared link's `#faq-...` still opens its FAQ.
 */
function RedirectToRetirement({ to }: { to: (company: string) => string }) {
  const { company = '' } = useParams();
  const { search, hash } = useLocation();
  return <Navigate to={`${to(company.toLowerCase())}${search}${hash}`} replace />;
}

/** Routes that are not pages of the company shell. */
const REDIRECTS: Partial<Record<RouteId, ReactNode>> = {
  root: <RedirectToRetirement to={() => ROUTES.defaultHome.pattern} />,
  companyRoot: <RedirectToRetirement to={paths.home} />,
  companyFaqs: <RedirectToRetirement to={paths.faqs} />,
};

const NOT_FOUND: readonly RouteId[] = ['retirementNotFound', 'articlesNotFound', 'companyNotFound'];

const routeIds = Object.keys(ROUTES) as RouteId[];

/**
 * The routes of the route table (DESIGN.md section 2). Every page is its own lazy chunk; the
 * company shell resolves the page's company and shows a loader while a page loads. (The data
 * router would add ~17 kB gzip to every page for loaders and actions the app does not use:
 * server data lives in TanStack Query.)
 */
const routes = (
  <Route element={<RootLayout />}>
    {routeIds.flatMap((id) => {
      const redirect = REDIRECTS[id];
      return redirect ? [<Route key={id} path={ROUTES[id].pattern} element={redirect} />] : [];
    })}
    <Route element={<CompanyShell />}>
      {routeIds.flatMap((id) => {
        const Page = PAGES[id]?.Component ?? (NOT_FOUND.includes(id) ? NotFoundPage : undefined);
        return Page ? [<Route key={id} path={ROUTES[id].pattern} element={<Page />} />] : [];
      })}
    </Route>
    {/* A path with a doubled slash matches no route of the table: the root layout still
        mounts, and sends it to its one address. */}
    <Route path="*" element={null} />
  </Route>
);

export function AppRoutes() {
  return <Routes>{routes}</Routes>;
}

/**
 * Starts loading the page at `pathname`, its company's config and its main data as the app
 * starts: otherwise the config waits for the app to mount and the rest for the config, which
 * costs a phone round trips before the page shows. A failure here is left to the page itself,
 * which loads (and reports) the same things again.
 */
export function preloadPage(
  pathname: string,
  context: Omit<PrefetchContext, 'params' | 'companyId'>,
) {
  const route = matchRoute(pathname);
  if (!route) return;
  const { state, queryClient } = context;
  const company = routeCompany(pathname, selectCompanyId(state));
  const companyId = company.isInvalidSegment ? undefined : company.companyId;
  const shell =
    PAGES[route.id] || NOT_FOUND.includes(route.id)
      ? { companyId: company.companyId, language: selectLanguage(state) }
      : undefined;
  // In the order the first view needs them (a phone has six connections to share): the
  // shell's config, the page's code and data, then the footer's resources (otherwise asked for
  // only once the shell has rendered, which then renders and lays out the page again).
  if (shell) queryClient.query(companyQueries.config(shell)).catch(() => undefined);
  const start = PAGES[route.id];
  start?.Component.preload().catch(() => undefined);
  start?.prefetch?.({ ...context, params: route.params, companyId })?.catch(() => undefined);
  if (shell) queryClient.query(companyQueries.resources(shell)).catch(() => undefined);
}
