import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { QueryError } from '@/components/query-error';
import { failedWithoutData } from '@/lib/query-failure';
import { useAppDispatch, useAppSelector, useContentAudience } from '@/app/hooks';
import { articleQueries } from '../api/article-queries';
import { nextArticleResolved, selectReadArticles } from '../articles-slice';
import type { Article } from '../types';
import { ArticleCard } from './article-card';
import { FormattedMessage } from 'react-intl';

/**
 * "Read next": the best-liked unread article sharing a tag (POST /articles/next). SPEC.md
 * "Articles": when the answer is the current article, it leaves the read list (everything else
 * is read); otherwise the current article is marked read.
 */
export function ReadNext({ article, companyId }: { article: Article; companyId: string }) {
  const dispatch = useAppDispatch();
  const readIds = useAppSelector(selectReadArticles);
  const audience = useContentAudience();
  const next = useQuery(articleQueries.next(article.id, article.tags, readIds, audience.language));
  const nextId = next.data;
  useEffect(() => {
    if (nextId) dispatch(nextArticleResolved({ currentId: article.id, nextId }));
  }, [dispatch, article.id, nextId]);
  const recommended = useQuery({
    ...articleQueries.detail(nextId ?? '', audience),
    enabled: Boolean(nextId) && nextId !== article.id,
  });

  const heading = (
    <Typography id="read-next-heading" variant="h3" component="h2" sx={{ mb: 2 }}>
      <FormattedMessage id="articles.readNext.heading" />
    </Typography>
  );
  const nextFailed = failedWithoutData(next);
  if (nextFailed || failedWithoutData(recommended)) {
    return (
      <Box component="section" aria-labelledby="read-next-heading" sx={{ mt: 6 }}>
        {heading}
        <QueryError
          compact
          onRetry={() => void (nextFailed ? next.refetch() : recommended.refetch())}
        />
      </Box>
    );
  }
  if (next.isPending || (nextId && nextId !== article.id && recommended.isPending)) {
    return (
      <Box sx={{ mt: 6 }}>
        <Skeleton variant="rounded" height={320} sx={{ maxWidth: 420 }} />
      </Box>
    );
  }
  if (!recommended.data || nextId === article.id) return null;
  return (
    <Box component="section" aria-labelledby="read-next-heading" sx={{ mt: 6 }}>
      {heading}
      <Box sx={{ maxWidth: 420 }}>
        <ArticleCard article={recommended.data} companyId={companyId} headingLevel="h3" />
      </Box>
    </Box>
  );
}
