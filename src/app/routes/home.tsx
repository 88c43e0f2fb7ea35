import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useQuery } from '@tanstack/react-query';
import { PageHeading } from '@/components/page-heading';
import { failedWithoutData } from '@/lib/query-failure';
import { QueryError } from '@/components/query-error';
import { ContributionButton } from '@/features/contribution/components/contribution-button';
import { homeQueries } from '@/features/home/api/home-queries';
import { chooseBlocks, leadHeroTitle } from '@/features/home/block-chooser';
import { HomeBlocks } from '@/features/home/components/home-blocks';
import { selectDomainName } from '@/features/user/user-slice';
import { useAppSelector, useContentAudience } from '../hooks';
import { useCompany } from '../layout/use-company';
import { FormattedMessage, useIntl } from 'react-intl';

/** SPEC.md "Home page": blocks from the CMS for the user's company, segment and persona. */
export function Component() {
  const { config } = useCompany();
  const domainName = useAppSelector(selectDomainName);
  const home = useQuery(homeQueries.config(useContentAudience()));
  const intl = useIntl();
  const title = intl.formatMessage(
    { id: 'home.page.title' },
    { company: config.companyName ?? domainName },
  );
  // The site's home is titled by the site's name alone, loading, loaded or failed: index.html's
  // title, so a tab, a bookmark or a search result reads as the participant knows the site, and
  // does not change under them when the hero (the CMS's message, by segment and persona) arrives.
  const documentTitle = domainName;

  if (home.isPending) {
    return (
      <Box aria-busy="true">
        <Skeleton variant="rectangular" height={420} sx={{ bgcolor: '#0f2a3d' }} />
        <PageHeading sx={visuallyHidden} documentTitle={documentTitle}>
          {title}
        </PageHeading>
      </Box>
    );
  }
  // Blocks of a model the app does not know are left out: a page of only those is as empty as
  // one without blocks, and would otherwise be a hidden heading over a blank body.
  // Blocks already loaded stay when a later refetch fails.
  if (home.data === undefined || chooseBlocks(home.data.children_components).length === 0) {
    return (
      <Container sx={{ py: { xs: 5, md: 8 } }}>
        <PageHeading documentTitle={documentTitle}>
          <FormattedMessage id="home.page.welcome" values={{ site: domainName }} />
        </PageHeading>
        {failedWithoutData(home) ? (
          <QueryError onRetry={() => void home.refetch()} />
        ) : (
          <Typography sx={{ mt: 2 }}>
            <FormattedMessage id="home.page.empty" />
          </Typography>
        )}
      </Container>
    );
  }
  const components = home.data.children_components;
  return (
    <>
      {!leadHeroTitle(components) && (
        <PageHeading sx={visuallyHidden} documentTitle={documentTitle}>
          {title}
        </PageHeading>
      )}
      <HomeBlocks
        components={components}
        documentTitle={documentTitle}
        contribution={<ContributionButton config={config} />}
      />
    </>
  );
}
