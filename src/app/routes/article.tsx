import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { Navigate, useParams } from 'react-router-dom';
import { Deferred } from '@/components/deferred';
import { PageHeading } from '@/components/page-heading';
import { QueryError } from '@/components/query-error';
import { SmartLink } from '@/components/smart-link';
import { paths } from '@/config/routes';
import { PageViewReport } from '@/features/analytics/page-view-report';
import { ArticleView } from '@/features/articles/components/article-view';
import { ReadNext } from '@/features/articles/components/read-next';
import { useArticle } from '@/features/articles/use-article';
import { useArticleTracking } from '@/features/articles/use-article-tracking';
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
  const { article, isUnknown, listedInOtherCase, isNotFound } = useArticle(id, audience);
  useArticleTracking(article.data);
  if (listedInOtherCase) {
    return (
      <Navigate
        to={paths.article(companyId, listedInOtherCase.id, listedInOtherCase.title)}
        replace
      />
    );
  }
  if (isNotFound) {
    return (
      <>
        <PageViewReport />
        <NotFoundPage />
      </>
    );
  }

  return (
    <Container sx={{ py: { xs: 4, md: 7 }, maxWidth: 860 }}>
      {/* Counted once the service has answered: an id it does not know may still redirect. */}
      {!article.isPending && !isUnknown && <PageViewReport />}
      {(article.isPending || isUnknown) && (
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
