import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { PageHeading } from '@/components/page-heading';
import { QuerySection } from '@/components/query-section';
import { articleQueries } from '@/features/articles/api/article-queries';
import { TrendingTopics } from '@/features/articles/components/trending-topics';
import { useInfluencerListTracking } from '@/features/articles/use-article-tracking';
import { useContentAudience } from '../hooks';
import { useCompany } from '../layout/use-company';
import { FormattedMessage, useIntl } from 'react-intl';

/** /{company}/get-the-facts: Get the facts, the company's articles and videos. */
export function Component() {
  const { companyId } = useCompany();
  const intl = useIntl();
  const articles = useQuery(articleQueries.list(useContentAudience()));
  useInfluencerListTracking(articles.data?.articles);
  return (
    <Container sx={{ py: { xs: 5, md: 8 } }}>
      <PageHeading>{intl.formatMessage({ id: 'articles.facts.heading' })}</PageHeading>
      <Typography sx={{ mt: 2, maxWidth: 680, color: 'text.secondary', fontSize: '1.1rem' }}>
        <FormattedMessage id="articles.facts.intro" />
      </Typography>
      <QuerySection
        query={articles}
        pending={<Skeleton variant="rounded" height={480} sx={{ mt: 4 }} />}
      >
        {(data) => <TrendingTopics articles={data.articles} companyId={companyId} />}
      </QuerySection>
    </Container>
  );
}
