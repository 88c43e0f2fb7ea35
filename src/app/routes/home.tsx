import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { PageHeading } from '@/components/page-heading';
import { QueryError } from '@/components/query-error';
import { ContributionButton } from '@/features/contribution/components/contribution-button';
import { DEFAULT_COMPANY_ID } from '@/config/constants';
import { normalizeCompanyId } from '@/config/paths';
import { homeQueries, type HomeAudience } from '@/features/home/api/home-queries';
import { HomeBlocks, startsWithHero } from '@/features/home/components/home-blocks';
import { useAppSelector } from '../hooks';
import type { RootState } from '../store';
import { useCompany } from '../layout/company-context';
import type { PrefetchContext } from './page-module';

const hiddenHeadingSx = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function audience({ language, segment, animal }: RootState['user'], companyId: string) {
  return { companyId, language, segment, animal } satisfies HomeAudience;
}

export function prefetch({ queryClient, state, params }: PrefetchContext) {
  // `/retirement` is the default company's home; an id that cannot be one shows "not found".
  const companyId = params.company ? normalizeCompanyId(params.company) : DEFAULT_COMPANY_ID;
  if (companyId) return queryClient.query(homeQueries.config(audience(state.user, companyId)));
}

/** SPEC.md "Home page": blocks from the CMS for the user's company, segment and persona. */
export function Component() {
  const { companyId, config } = useCompany();
  const user = useAppSelector((state) => state.user);
  const home = useQuery(homeQueries.config(audience(user, companyId)));
  const title = `${config.companyName ?? user.domain.domainName} retirement home`;

  if (home.isPending) {
    return (
      <Box aria-busy="true">
        <Skeleton variant="rectangular" height={420} sx={{ bgcolor: '#0f2a3d' }} />
        <PageHeading sx={hiddenHeadingSx} documentTitle={user.domain.domainName}>
          {title}
        </PageHeading>
      </Box>
    );
  }
  if (home.isError || home.data.children_components.length === 0) {
    return (
      <Container sx={{ py: { xs: 5, md: 8 } }}>
        <PageHeading documentTitle={user.domain.domainName}>
          Welcome to {user.domain.domainName}
        </PageHeading>
        {home.isError && <QueryError onRetry={() => void home.refetch()} />}
      </Container>
    );
  }
  const components = home.data.children_components;
  return (
    <>
      {!startsWithHero(components) && (
        <PageHeading sx={hiddenHeadingSx} documentTitle={user.domain.domainName}>
          {title}
        </PageHeading>
      )}
      <HomeBlocks components={components} contribution={<ContributionButton config={config} />} />
    </>
  );
}
