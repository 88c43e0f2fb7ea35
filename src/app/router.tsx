import { isValidElement, lazy, type ComponentType } from 'react';
import {
  createRoutesFromElements,
  matchRoutes,
  Navigate,
  Route,
  Routes,
  useParams,
} from 'react-router-dom';
import { COMMUNITY_PAGES, paths } from '@/config/paths';
import { companyQueries } from '@/features/company/api/company-queries';
import { CompanyShell, resolveCompany, type CompanySource } from './layout/company-shell';
import { RootLayout } from './layout/root-layout';
import { NotFoundPage } from './routes/not-found';
import {
  prefetchActionPlan,
  prefetchArticle,
  prefetchCalculator,
  prefetchFaqs,
  prefetchHome,
  prefetchQuiz,
  type Prefetch,
  type PrefetchContext,
} from './routes/prefetch';

interface PageStart {
  load: () => Promise<unknown>;
  prefetch?: Prefetch;
}
const pageStarts = new Map<unknown, PageStart>();

/** A page's lazy chunk, and what to fetch for it at start-up. */
function page(load: () => Promise<{ Component: ComponentType }>, prefetch?: Prefetch) {
  const Page = lazy(() => load().then((module) => ({ default: module.Component })));
  pageStarts.set(Page, { load, prefetch });
  return Page;
}

const Home = page(() => import('./routes/home'), prefetchHome);
const QuizWelcome = page(() => import('./routes/quiz-welcome'), prefetchQuiz);
const ActionPlan = page(() => import('./routes/action-plan'), prefetchActionPlan);
const QuizQuestion = page(() => import('./routes/quiz-question'), prefetchQuiz);
const Faqs = page(() => import('./routes/faqs'), prefetchFaqs);
const Sitemap = page(() => import('./routes/sitemap'));
const Privacy = page(() => import('./routes/privacy'));
const Article = page(() => import('./routes/article'), prefetchArticle);
const Calculator = page(() => import('./routes/calculator'), prefetchCalculator);
const GetTheFacts = page(() => import('./routes/get-the-facts'));
const MakeAChange = page(() => import('./routes/make-a-change'));
const ContactUs = page(() => import('./routes/contact-us'));
const TargetDate = page(() => import('./routes/target-date'));
const Community = page(() => import('./routes/community'));

/** `/:company` and `/:company/faqs` send the user to the /retirement page (DESIGN.md section 2). */
function RedirectToRetirement({ to }: { to: (company: string) => string }) {
  const { company = '' } = useParams();
  return <Navigate to={to(company.toLowerCase())} replace />;
}

/**
 * Declarative routes (DESIGN.md section 2). Every page is its own lazy chunk; the company shell
 * shows a loader while one loads. (The data router would add ~17 kB gzip to every page for
 * loaders and actions the app does not use: server data lives in TanStack Query.)
 */
const routes = (
  <Route element={<RootLayout />}>
    <Route index element={<Navigate to="/retirement" replace />} />
    <Route path="retirement/privacy" element={<CompanyShell source="stored" />}>
      <Route index element={<Privacy />} />
    </Route>
    <Route path="retirement" element={<CompanyShell source="default" />}>
      <Route index element={<Home />} />
    </Route>
    <Route path="retirement/:company" element={<CompanyShell source="param" />}>
      <Route index element={<Home />} />
      <Route path="quiz" element={<QuizWelcome />} />
      <Route path="quiz/action-plan" element={<ActionPlan />} />
      <Route path="quiz/:step" element={<QuizQuestion />} />
      <Route path="faqs" element={<Faqs />} />
      <Route path="sitemap" element={<Sitemap />} />
      <Route path="*" element={<NotFoundPage />} />
    </Route>
    <Route path="articles" element={<CompanyShell source="stored" />}>
      <Route path=":id/:slug" element={<Article />} />
      <Route path="*" element={<NotFoundPage />} />
    </Route>
    <Route path=":company" element={<CompanyShell source="param" />}>
      <Route index element={<RedirectToRetirement to={paths.home} />} />
      <Route path="calculator" element={<Calculator />} />
      <Route path="get-the-facts" element={<GetTheFacts />} />
      <Route path="articles/:id/:slug" element={<Article />} />
      <Route path="make-a-change" element={<MakeAChange />} />
      <Route path="contact-us" element={<ContactUs />} />
      <Route path="target-date" element={<TargetDate />} />
      <Route path="faqs" element={<RedirectToRetirement to={paths.faqs} />} />
      {COMMUNITY_PAGES.map((community) => (
        <Route key={community} path={community} element={<Community />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  </Route>
);

export function AppRoutes() {
  return <Routes>{routes}</Routes>;
}

/**
 * Starts loading the page at `pathname`, its company's config and its main data, once the app
 * has started: otherwise the config waits for the app to mount and the rest for the config,
 * which costs a phone round trips before the page shows. A failure here is left to the page
 * itself, which loads (and reports) the same things again.
 */
export function preloadPage(
  pathname: string,
  context: Omit<PrefetchContext, 'params' | 'companyId'>,
) {
  let companyId: string | undefined;
  for (const { route, params } of matchRoutes(createRoutesFromElements(routes), pathname) ?? []) {
    const element = route.element;
    if (!isValidElement<{ source?: CompanySource }>(element)) continue;
    if (element.type === CompanyShell && element.props.source) {
      // The company the shell will show, resolved as the shell does: the pages below it use it.
      const company = resolveCompany(
        element.props.source,
        params.company,
        context.state.company.companyId,
      );
      companyId = company.isInvalidSegment ? undefined : company.companyId;
      if (!company.needsLowercase) {
        // The shell's own calls: its config, and the footer's resources (otherwise asked for only
        // once the shell has rendered, which then renders and lays out the page again).
        const { queryClient } = context;
        queryClient.query(companyQueries.config(company.companyId)).catch(() => undefined);
        queryClient.query(companyQueries.resources(company.companyId)).catch(() => undefined);
      }
    }
    const start = pageStarts.get(element.type);
    if (!start) continue;
    start.load().catch(() => undefined);
    start.prefetch?.({ ...context, params, companyId })?.catch(() => undefined);
  }
}
