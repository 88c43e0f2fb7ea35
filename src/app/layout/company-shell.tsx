import Box from '@mui/material/Box';
import { ThemeProvider } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, type ReactNode } from 'react';
import { Deferred, useValueAfterPaint } from '@/components/deferred';
import { ErrorBoundary } from 'react-error-boundary';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LazyPart } from '@/components/lazy-part';
import { LinkCompanyContext } from '@/components/link-context';
import { OfflineNotice } from '@/components/offline-notice';
import { PageLoader } from '@/components/page-loader';
import { DEFAULT_COMPANY_ID, HEADER_HEIGHT } from '@/config/constants';
import { routeCompany, withDefaultCompany } from '@/config/routes';
import { companyQueries } from '@/features/company/api/company-queries';
import { companyResolved, selectCompanyId } from '@/features/company/company-slice';
import { usePageViewReporting } from '@/features/analytics/use-page-view-reporting';
import { FlagPanelButton } from '@/features/flags/components/flag-panel-button';
import { isEmptyConfig, type CompanyConfig } from '@/features/company/types';
import { errorModalDismissed, selectErrorModalStatus } from '@/features/ui/error-modal-slice';
import { useAppDispatch, useAppSelector } from '../hooks';
import { NotFoundPage } from '../routes/not-found';
import { useCompanyTheme } from '../use-company-theme';
import { usePageLanguage } from '@/lib/i18n/i18n-provider';
import { useIntl } from 'react-intl';
import { FallbackScreen } from './fallback-screen';
import { Footer } from './footer';
import { Header } from './header';
import { LanguageUnavailableNotice } from './language-unavailable-notice';
import { SkipLink, MAIN_CONTENT_ID } from './skip-link';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

// The modal code loads only when there is an error to show.
const GenericErrorModal = lazyWithPreload(
  () => import('./generic-error-modal'),
  (module) => module.GenericErrorModal,
);

/**
 * Resolves the page's company from the route table, loads its config (a loader meanwhile),
 * sends an unknown company to the same page of the default company, holds the company in the
 * store, and renders the branded shell around the page once the store holds it.
 */
export function CompanyShell() {
  const location = useLocation();
  const heldCompanyId = useAppSelector(selectCompanyId);
  const language = usePageLanguage();
  const intl = useIntl();
  // Privacy and company-less article links show the company the store holds (SPEC.md).
  const { companyId, source, isInvalidSegment } = routeCompany(location.pathname, heldCompanyId);

  const config = useQuery(companyQueries.config({ companyId, language }));
  // Mounting the shell with its page is the biggest render of a visit: it waits a task, so the
  // loader paints first and the main thread breathes between them.
  const data = useValueAfterPaint(config.data);
  const dispatch = useAppDispatch();
  const toDefaultCompany =
    data !== undefined &&
    isEmptyConfig(data) &&
    companyId !== DEFAULT_COMPANY_ID &&
    source === 'param';
  // A failed config still shows the page (with the error modal) for the company in the URL.
  const settled = (data !== undefined || config.isError) && !toDefaultCompany;

  useEffect(() => {
    if (settled) dispatch(companyResolved(companyId));
  }, [dispatch, settled, companyId]);

  if (toDefaultCompany) {
    const target = withDefaultCompany(location.pathname, companyId);
    return <Navigate to={`${target}${location.search}${location.hash}`} replace />;
  }
  // The pages read the company from the store: they wait until it holds this one.
  if (config.isPending || (config.data && !data) || heldCompanyId !== companyId) {
    return (
      <>
        <OfflineNotice />
        <PageLoader label={intl.formatMessage({ id: 'app.shell.loading' })} />
      </>
    );
  }

  return (
    <BrandedShell companyId={companyId} companyConfig={data ?? { companyId }}>
      {/* The header paints first; the page follows in a task of its own. */}
      <Deferred>{isInvalidSegment ? <NotFoundPage /> : <Outlet />}</Deferred>
    </BrandedShell>
  );
}

/** A page that throws shows the fallback screen inside the shell; navigating away resets it. */
function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={FallbackScreen} resetKeys={[pathname]}>
      {children}
    </ErrorBoundary>
  );
}

function BrandedShell({
  companyId,
  companyConfig,
  children,
}: {
  companyId: string;
  companyConfig: CompanyConfig;
  children: ReactNode;
}) {
  const { primaryColor, secondaryColor } = companyConfig;
  const theme = useCompanyTheme({ primary: primaryColor, secondary: secondaryColor });
  // index.html's colour is the default company's: a phone's browser bar wore it for every sponsor.
  const brandColour = theme.palette.primary.main;
  useEffect(() => {
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', brandColour);
  }, [brandColour]);
  const hasError = useAppSelector(selectErrorModalStatus) !== null;
  const dispatch = useAppDispatch();
  // Here, not around every route: a URL that redirects never reaches the shell's page.
  usePageViewReporting('shell');
  return (
    <ThemeProvider theme={theme}>
      {/* The shared layer cannot read the store (data flows one way): it is handed the
          company the store holds, to scope relative links. */}
      <LinkCompanyContext.Provider value={companyId}>
        <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
          <SkipLink />
          <Header />
          <LanguageUnavailableNotice />
          <OfflineNotice />
          <Box
            component="main"
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            // At least a screenful: the footer starts below the fold, so a page that renders
            // after the shell never pushes visible content down (no layout shift).
            sx={{
              flex: 1,
              outline: 'none',
              minHeight: {
                xs: `calc(100vh - ${String(HEADER_HEIGHT.mobile)}px)`,
                lg: `calc(100vh - ${String(HEADER_HEIGHT.desktop)}px)`,
              },
            }}
          >
            <PageErrorBoundary>
              <Suspense fallback={<PageLoader />}>{children}</Suspense>
            </PageErrorBoundary>
          </Box>
          {/* Below the fold: its own task, after the page's. */}
          <Deferred>
            <Footer />
          </Deferred>
        </Box>
        <FlagPanelButton
          companySettings={{ enableEmailMyActionPlan: companyConfig.enableEmailMyActionPlan }}
        />
        {hasError && (
          // Outside the page's boundary: a modal whose code cannot arrive (most likely offline,
          // when calls fail too) must not take the whole document down.
          <LazyPart dialog={{ open: hasError, onClose: () => dispatch(errorModalDismissed()) }}>
            <GenericErrorModal />
          </LazyPart>
        )}
      </LinkCompanyContext.Provider>
    </ThemeProvider>
  );
}
