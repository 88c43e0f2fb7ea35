import { createBrowserRouter, Navigate, useParams, type RouteObject } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { COMMUNITY_PAGES } from '@/config/paths';
import { CompanyShell } from './layout/company-shell';
import { FallbackScreen } from './layout/fallback-screen';
import { RootLayout } from './layout/root-layout';
import { NotFoundPage } from './routes/not-found';

/** `/:company` and `/:company/faqs` send the user to the /retirement page (DESIGN.md section 2). */
function RedirectToRetirement({ to }: { to: (company: string) => string }) {
  const { company = '' } = useParams();
  return <Navigate to={to(company.toLowerCase())} replace />;
}

const notFound: RouteObject = { path: '*', element: <NotFoundPage /> };

/** Pages under /retirement/{company}. */
const retirementPages: RouteObject[] = [
  { index: true, lazy: () => import('./routes/home') },
  { path: 'quiz', lazy: () => import('./routes/quiz-welcome') },
  { path: 'quiz/action-plan', lazy: () => import('./routes/action-plan') },
  { path: 'quiz/:step', lazy: () => import('./routes/quiz-question') },
  { path: 'faqs', lazy: () => import('./routes/faqs') },
  { path: 'sitemap', lazy: () => import('./routes/sitemap') },
  notFound,
];

const articlePage: RouteObject = {
  path: 'articles/:id/:slug',
  lazy: () => import('./routes/article'),
};

/** Pages under /{company}. */
const companyPages: RouteObject[] = [
  { index: true, element: <RedirectToRetirement to={paths.home} /> },
  { path: 'calculator', lazy: () => import('./routes/calculator') },
  { path: 'get-the-facts', lazy: () => import('./routes/get-the-facts') },
  articlePage,
  { path: 'make-a-change', lazy: () => import('./routes/make-a-change') },
  { path: 'contact-us', lazy: () => import('./routes/contact-us') },
  { path: 'target-date', lazy: () => import('./routes/target-date') },
  { path: 'faqs', element: <RedirectToRetirement to={paths.faqs} /> },
  ...COMMUNITY_PAGES.map((page) => ({ path: page, lazy: () => import('./routes/community') })),
  notFound,
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <FallbackScreen />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      { index: true, element: <Navigate to="/retirement" replace /> },
      {
        path: 'retirement/privacy',
        element: <CompanyShell source="stored" />,
        children: [{ index: true, lazy: () => import('./routes/privacy') }],
      },
      {
        path: 'retirement',
        element: <CompanyShell source="default" />,
        children: [{ index: true, lazy: () => import('./routes/home') }],
      },
      {
        path: 'retirement/:company',
        element: <CompanyShell source="param" />,
        children: retirementPages,
      },
      {
        path: 'articles',
        element: <CompanyShell source="stored" />,
        children: [{ ...articlePage, path: ':id/:slug' }, notFound],
      },
      { path: ':company', element: <CompanyShell source="param" />, children: companyPages },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
