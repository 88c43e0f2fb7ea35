import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { Deferred } from '@/components/deferred';
import { PageHeading } from '@/components/page-heading';
import { QueryError } from '@/components/query-error';
import { SmartLink } from '@/components/smart-link';
import { paths } from '@/config/routes';
import { articleQueries } from '@/features/articles/api/article-queries';
import { PageViewReport } from '@/features/analytics/page-view-report';
import { ArticleView } from '@/features/articles/components/article-view';
import { ReadNext } from '@/features/articles/components/read-next';
import { useArticleTracking } from '@/features/articles/use-article-tracking';
import { HttpError } from '@/lib/http';
import { failedWithoutData } from '@/lib/query-failure';
import { useContentAudience } from '../hooks';
import { useCompany } from '../layout/use-company';
import { NotFoundPage } from './not-found';
import { FormattedMessage, useIntl } from 'react-intl';

/** /{company}/articles/{id}/{slug} and /articles/{id}/{slug}. */
export function Component() {
  const { id = '' } = useParams();
  const { companyId } = useCompany();
  const intl = useIntl();
  const audience = useContentAudience();
  const article = useQuery(articleQueries.detail(id, audience));
  useArticleTracking(article.data);
  const queryClient = useQueryClient();
  const { language } = audience;
  // The query does not ask again as the page mounts (start-up's prefetch has just asked), so a
  // failure left in the cache would greet a participant who comes back later, without a call.
  // Leaving the article forgets its failure: the next visit asks anew.
  useEffect(
    () => () => {
      const { queryKey } = articleQueries.detail(id, { language });
      const query = queryClient.getQueryCache().find({ queryKey, exact: true });
      if (query?.state.status === 'error') query.reset();
    },
    [queryClient, id, language],
  );

  // The service says the article does not exist: that is a not-found page, not an error, unless
  // the link spelt a listed article's id in another case (typed, or through a tool that changes
  // case): the service matches ids exactly, so the page moves to the article's own address.
  const unknown = article.error instanceof HttpError && article.error.status === 404;
  const listed = useQuery({ ...articleQueries.list(audience), enabled: unknown });
  if (unknown) {
    const folded = id.toLowerCase();
    const match = listed.data?.articles.find(
      (summary) => summary.id !== id && summary.id.toLowerCase() === folded,
    );
    if (match) return <Navigate to={paths.article(companyId, match.id, match.title)} replace />;
    if (!listed.isPending) {
      return (
        <>
          <PageViewReport />
          <NotFoundPage />
        </>
      );
    }
  }

  return (
    <Container sx={{ py: { xs: 4, md: 7 }, maxWidth: 860 }}>
      {/* Counted once the service has answered: an id it does not know may still redirect. */}
      {!article.isPending && !unknown && <PageViewReport />}
      {(article.isPending || unknown) && (
        <Box aria-busy="true">
          <Skeleton width="60%" height={56} />
          <Skeleton variant="rounded" height={380} sx={{ mt: 3 }} />
        </Box>
      )}
      {failedWithoutData(article) && (
        <>
          <PageHeading>{intl.formatMessage({ id: 'articles.view.unavailable' })}</PageHeading>
          <QueryError onRetry={() => void article.refetch()} />
          <SmartLink href={paths.getTheFacts(companyId)}>
            <FormattedMessage id="articles.view.browseFacts" />
          </SmartLink>
        </>
      )}
      {article.data && (
        <>
          <ArticleView article={article.data} companyId={companyId} />
          <Deferred>
            <ReadNext article={article.data} companyId={companyId} />
          </Deferred>
        </>
      )}
    </Container>
  );
}
