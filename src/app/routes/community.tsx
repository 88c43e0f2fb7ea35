import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { GridList } from '@/components/grid-list';
import { PageHeading } from '@/components/page-heading';
import { QueryError } from '@/components/query-error';
import { QuerySection } from '@/components/query-section';
import { failedWithoutData } from '@/lib/query-failure';
import { communityPageOf, matchRoute } from '@/config/routes';
import { articleQueries } from '@/features/articles/api/article-queries';
import { ArticleCard } from '@/features/articles/components/article-card';
import { useInfluencerListTracking } from '@/features/articles/use-article-tracking';
import { communityQueries } from '@/features/community/api/community-queries';
import { CommunityEvent } from '@/features/community/components/community-event';
import { useContentAudience } from '../hooks';
import { useCompany } from '../layout/use-company';
import { NotFoundPage } from './not-found';
import { FormattedMessage, useIntl } from 'react-intl';

function EventArticles({ companyId, ids }: { companyId: string; ids: string[] }) {
  const { language } = useContentAudience();
  const list = useQuery(articleQueries.list({ companyId, language }));
  const articles = ids.flatMap((id) => list.data?.articles.find((a) => a.id === id) ?? []);
  useInfluencerListTracking(articles);
  if (ids.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="community-articles" sx={{ mt: 6 }}>
      <Typography id="community-articles" variant="h2" component="h2" sx={{ mb: 3 }}>
        <FormattedMessage id="community.page.watchAndRead" />
      </Typography>
      <QuerySection query={list} pending={<Skeleton variant="rounded" height={360} />}>
        {() =>
          articles.length > 0 && (
            <GridList columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }} gap={3}>
              {articles.map((article) => (
                <li key={article.id}>
                  <ArticleCard article={article} companyId={companyId} headingLevel="h3" />
                </li>
              ))}
            </GridList>
          )
        }
      </QuerySection>
    </Box>
  );
}

/** /{company}/grammy-major, /latin-grammy and /hispanic: the route says which. */
export function Component() {
  const { pathname } = useLocation();
  const { companyId } = useCompany();
  const audience = useContentAudience();
  const intl = useIntl();
  const page = communityPageOf(matchRoute(pathname)?.id);
  const content = useQuery({
    ...communityQueries.page(audience, page ?? 'hispanic'),
    enabled: page !== undefined,
  });
  if (!page) return <NotFoundPage />;
  if (content.isPending) {
    return (
      <Container sx={{ py: { xs: 5, md: 8 } }} aria-busy="true">
        <Skeleton width="50%" height={56} />
        <Skeleton variant="rounded" height={320} sx={{ mt: 3 }} />
      </Container>
    );
  }
  // A page already loaded stays when a later refetch fails.
  if (!content.data) {
    return (
      <Container sx={{ py: { xs: 5, md: 8 } }}>
        <PageHeading>{intl.formatMessage({ id: 'community.page.heading' })}</PageHeading>
        {failedWithoutData(content) ? (
          <QueryError onRetry={() => void content.refetch()} />
        ) : (
          <Typography sx={{ mt: 2 }}>
            <FormattedMessage id="community.page.empty" />
          </Typography>
        )}
      </Container>
    );
  }
  return (
    <CommunityEvent
      page={content.data}
      articles={<EventArticles companyId={companyId} ids={content.data.articleIds} />}
    />
  );
}
