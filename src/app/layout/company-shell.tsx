import Box from '@mui/material/Box';
import { ThemeProvider } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { LinkCompanyContext } from '@/components/link-context';
import { PageLoader } from '@/components/page-loader';
import { DEFAULT_COMPANY_ID, HEADER_HEIGHT } from '@/config/constants';
import { normalizeCompanyId, withCompany } from '@/config/paths';
import { companyQueries } from '@/features/company/api/company-queries';
import { companyResolved } from '@/features/company/company-slice';
import { FlagPanelButton } from '@/features/flags/components/flag-panel-button';
import { isEmptyConfig, type CompanyConfig } from '@/features/company/types';
import { errorRaised } from '@/features/ui/error-slice';
import { useAppDispatch, useAppSelector } from '../hooks';
import { NotFoundPage } from '../routes/not-found';
import { createCompanyTheme } from '../theme';
import { CompanyContext } from './company-context';
import { FallbackScreen } from './fallback-screen';
import { Footer } from './footer';
import { Header } from './header';
import { SkipLink, MAIN_CONTENT_ID } from './skip-link';

// The modal code loads only when there is an error to show.
const GenericErrorModal = lazy(() =>
  import('./generic-error-modal').then((module) => ({ default: module.GenericErrorModal })),
);

/** Where a page's company id comes from (SPEC.md "Path rules"). */
export type CompanySource = 'param' | 'stored' | 'default';

/** The company a shell shows, from its source: the URL's segment, the stored id or the default. */
export function resolveCompany(
  source: CompanySource,
  param: string | undefined,
  storedCompanyId: string,
) {
  const raw = source === 'param' ? param : source === 'stored' ? storedCompanyId : undefined;
  const normalized = normalizeCompanyId(raw);
  return {
    raw,
    normalized,
    companyId: normalized ?? DEFAULT_COMPANY_ID,
    isInvalidSegment: source === 'param' && normalized === undefined,
    /** The URL's segment in the wrong case: the shell redirects to the lowercase URL. */
    needsLowercase: source === 'param' && normalized !== undefined && raw !== normalized,
  };
}

/**
 * Resolves the page's company, loads its config (a loader meanwhile), sends an unknown company
 * to the same page of the default company, and renders the branded shell around the page.
 */
export function CompanyShell({ source }: { source: CompanySource }) {
  const params = useParams();
  const location = useLocation();
  // The privacy page and company-less article links use the company saved with the user's data.
  const storedCompanyId = useAppSelector((state) => state.company.companyId);
  const { raw, normalized, companyId, isInvalidSegment, needsLowercase } = resolveCompany(
    source,
    params.company,
    storedCompanyId,
  );

  const config = useQuery({ ...companyQueries.config(companyId), enabled: !needsLowercase });
  // Mounting the shell with its page is the biggest render of a visit. Deferred, React splits it
  // into short tasks and the loader stays meanwhile, so a phone is never blocked for long.
  const data = useDeferredValue(config.data);
  const dispatch = useAppDispatch();
  const loaded = data && !isEmptyConfig(data);

  useEffect(() => {
    if (loaded) dispatch(companyResolved(companyId));
  }, [dispatch, loaded, companyId]);

  useEffect(() => {
    if (config.isError) dispatch(errorRaised(config.error));
  }, [dispatch, config.isError, config.error]);

  if (needsLowercase) {
    const lower = location.pathname.replace(`/${raw ?? ''}`, `/${normalized}`);
    return <Navigate to={`${lower}${location.search}${location.hash}`} replace />;
  }
  if (data && !loaded && companyId !== DEFAULT_COMPANY_ID && source === 'param') {
    const target = withCompany(location.pathname, companyId);
    return <Navigate to={`${target}${location.search}${location.hash}`} replace />;
  }
  if (config.isPending || (config.data && !data)) {
    return <PageLoader label="Loading your retirement site" />;
  }

  return (
    <BrandedShell companyId={companyId} companyConfig={data ?? { companyId }}>
      {isInvalidSegment ? <NotFoundPage /> : <Outlet />}
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
  const theme = useMemo(
    () => createCompanyTheme({ primary: primaryColor, secondary: secondaryColor }),
    [primaryColor, secondaryColor],
  );
  const company = useMemo(() => ({ companyId, config: companyConfig }), [companyId, companyConfig]);
  const hasError = useAppSelector((state) => state.error.error !== null);
  return (
    <ThemeProvider theme={theme}>
      <CompanyContext.Provider value={company}>
        <LinkCompanyContext.Provider value={companyId}>
          <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
            <SkipLink />
            <Header />
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
                  md: `calc(100vh - ${String(HEADER_HEIGHT.desktop)}px)`,
                },
              }}
            >
              <PageErrorBoundary>
                <Suspense fallback={<PageLoader />}>{children}</Suspense>
              </PageErrorBoundary>
            </Box>
            <Footer />
          </Box>
          <FlagPanelButton />
          {hasError && (
            <Suspense fallback={null}>
              <GenericErrorModal />
            </Suspense>
          )}
        </LinkCompanyContext.Provider>
      </CompanyContext.Provider>
    </ThemeProvider>
  );
}
